import type { Comment } from '@iec-bets/contracts';
import { CommentItems } from '@/components/question/comment-items';

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
      <CommentItems comments={shown} />
      {more > 0 && <p className="muted more-comments">{moreLabel(more)}</p>}
    </>
  );
}
