import type { Comment } from '@iec-bets/contracts';
import { CommentBody } from './comment-body';

/** Comments as the public pages show them: who, how long ago, the text and any image (or that a moderator removed it). */
export function CommentItems({ comments }: { comments: Comment[] }) {
  return (
    <ul className="plain-list comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="comment">
          <CommentBody comment={comment} />
        </li>
      ))}
    </ul>
  );
}
