import { type Comment, timeAgo } from '@iec-bets/contracts';

/** The latest `limit` comments, and how many more there are ('+N more comments'). */
export function CommentList({
  comments,
  total,
  limit,
  moreLabel,
  emptyText,
}: {
  comments: Comment[];
  total: number;
  limit: number;
  moreLabel: (count: number) => string;
  emptyText: string;
}) {
  if (comments.length === 0) return <p className="muted">{emptyText}</p>;
  const shown = comments.slice(-limit);
  const more = Math.max(0, total - shown.length);
  return (
    <>
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
      {more > 0 && <p className="muted more-comments">{moreLabel(more)}</p>}
    </>
  );
}
