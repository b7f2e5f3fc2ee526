import { type Comment, timeAgo } from '@iec-bets/contracts';

/** Comments as the public pages show them: who, how long ago, the text and any image. */
export function CommentItems({ comments }: { comments: Comment[] }) {
  return (
    <ul className="plain-list comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="comment">
          <p className="comment-meta">
            <strong>{comment.user.name}</strong> <span className="muted">{timeAgo(comment.createdAt)}</span>
          </p>
          {comment.content && <p>{comment.content}</p>}
          {comment.imageUrl && <img src={comment.imageUrl} alt={`Image shared by ${comment.user.name}`} className="comment-image" loading="lazy" />}
        </li>
      ))}
    </ul>
  );
}
