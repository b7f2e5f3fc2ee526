import { type Comment, REMOVED_BY_MODERATOR, timeAgo } from '@iec-bets/contracts';

/**
 * One comment as every discussion shows it: who, how long ago, then the text and any image. A comment a moderator
 * removed keeps its place in the conversation, so that the replies around it still make sense, but reads "Removed by a
 * moderator" in the product's voice instead of the author's words.
 */
export function CommentBody({ comment }: { comment: Comment }) {
  return (
    <>
      <p className="comment-meta">
        {/* The landing page's server may have said "just now" a minute before the browser takes the page over:
            that is no reason to paint the page again. */}
        <strong>{comment.user.name}</strong>{' '}
        <span className="muted" suppressHydrationWarning>
          {timeAgo(comment.createdAt)}
        </span>
      </p>
      {comment.removedByModerator ? (
        <p className="comment-removed">{REMOVED_BY_MODERATOR}</p>
      ) : (
        <>
          {comment.content && <p className="comment-text">{comment.content}</p>}
          {comment.imageUrl && <img src={comment.imageUrl} alt={`Image shared by ${comment.user.name}`} className="comment-image" loading="lazy" />}
        </>
      )}
    </>
  );
}
