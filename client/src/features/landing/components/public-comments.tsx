import { type Comment, timeAgo } from '@iec-bets/contracts';

/** SPEC section 9: the landing page shows 3 comments of a question. */
export const LANDING_COMMENTS = 3;

/** A question's latest public comments, and the way to the rest of its discussion: joining. */
export function PublicComments({ comments, commentCount, onJoin }: { comments: Comment[]; commentCount: number; onJoin: () => void }) {
  if (commentCount === 0) return null;
  const shown = comments.slice(-LANDING_COMMENTS);
  return (
    <section className="public-comments" aria-label="Public discussion">
      <ul className="plain-list comment-list">
        {shown.map((comment) => (
          <li key={comment.id} className="comment">
            <p className="comment-meta">
              <strong>{comment.user.name}</strong> <span className="muted">{timeAgo(comment.createdAt)}</span>
            </p>
            {comment.content && <p>{comment.content}</p>}
            {comment.imageUrl && <img src={comment.imageUrl} alt={`Image shared by ${comment.user.name}`} className="comment-image" loading="lazy" />}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onJoin}>
        Join to see all {commentCount} {commentCount === 1 ? 'comment' : 'comments'}
      </button>
    </section>
  );
}
