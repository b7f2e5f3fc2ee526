import type { Comment } from '@iec-bets/contracts';
import { CommentItems } from '@/components/question/comment-items';

/** SPEC section 9: the landing page shows 3 comments of a question. */
export const LANDING_COMMENTS = 3;

/**
 * A question's latest public comments, and the way to the rest of its discussion: joining. The prompt shows only when
 * some comments are hidden; "Join to see all 2 comments" under both of them would promise nothing.
 */
export function PublicComments({ comments, commentCount, onJoin }: { comments: Comment[]; commentCount: number; onJoin: () => void }) {
  if (commentCount === 0) return null;
  const shown = comments.slice(-LANDING_COMMENTS);
  return (
    <section className="public-comments" aria-label="Public discussion">
      <CommentItems comments={shown} />
      {commentCount > shown.length && (
        <button type="button" className="link-button" onClick={onJoin}>
          Join to see all {commentCount} {commentCount === 1 ? 'comment' : 'comments'}
        </button>
      )}
    </section>
  );
}
