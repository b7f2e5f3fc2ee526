import type { Comment } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { ConfirmAction } from '@/components/confirm-action';
import { CommentBody } from '@/components/question/comment-body';
import { quotedExcerpt } from '@/lib/quoted-excerpt';
import { ReportCommentDialog } from './report-comment-dialog';

/** What a comment of the discussion needs from the panel around it: who reads, and what they may do. */
export interface CommentActions {
  userId: string;
  moderate?: ((comment: Comment) => ReactNode) | undefined;
  deleting: boolean;
  onDelete: (commentId: string) => void;
  /** The comment whose actions have the focus: the panel keeps the keyboard's place when they go. */
  onActionsFocused: (commentId: string) => void;
}

/**
 * One comment of a discussion and, under it, what the viewer may do with it: delete their own (also once a moderator
 * removed it), or report someone else's that is still up. An admin gets `moderate` instead of the report.
 */
export function DiscussionComment({ comment, actions }: { comment: Comment; actions: CommentActions }) {
  const own = comment.userId === actions.userId;
  return (
    <li className="comment" data-comment-id={comment.id} tabIndex={-1}>
      <CommentBody comment={comment} />
      {(own || !comment.removedByModerator) && (
        <div className="comment-actions" onFocus={() => actions.onActionsFocused(comment.id)}>
          {own ? (
            <ConfirmAction
              trigger="Delete"
              triggerClassName="link-button danger"
              triggerLabel="Delete your comment"
              title="Delete your comment?"
              description={
                comment.content
                  ? `${quotedExcerpt(comment.content, 120)} is removed for everyone.`
                  : 'Your comment and its image are removed for everyone.'
              }
              confirmLabel="Delete Comment"
              pending={actions.deleting}
              onConfirm={() => actions.onDelete(comment.id)}
            />
          ) : actions.moderate ? (
            actions.moderate(comment)
          ) : (
            <ReportCommentDialog comment={comment} />
          )}
        </div>
      )}
    </li>
  );
}
