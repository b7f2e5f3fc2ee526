import type { Comment } from '@iec-bets/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ConfirmAction } from '@/components/confirm-action';
import { CommentBody } from '@/components/question/comment-body';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage, loadFailureReason } from '@/lib/api-error';
import { quotedExcerpt } from '@/lib/quoted-excerpt';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { CommentForm } from './comment-form';
import { ReportCommentDialog } from './report-comment-dialog';
import './discussion.css';

/**
 * A question's discussion: the comments, the form to add one, and under each comment what the viewer may do with
 * it: delete their own (also once a moderator removed it), or report someone else's that is still up. An admin gets
 * `moderate` instead of the report: what the app puts there (the moderators' removal) is another feature's.
 */
export function DiscussionPanel({
  questionId,
  userId,
  moderate,
}: {
  questionId: string;
  userId: string;
  moderate?: (comment: Comment) => ReactNode;
}) {
  const comments = useComments(questionId);
  const remove = useDeleteComment(questionId);
  const toast = useToast();
  // The comment the user just posted, until the list holds it and it has been brought into view.
  const [posted, setPosted] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // The comment whose actions last had focus: deleting or removing it takes those actions away, focus with them.
  const actedOn = useRef<string | null>(null);

  useEffect(() => {
    if (!posted) return;
    const item = Array.from(list.current?.children ?? []).find((child) => child instanceof HTMLElement && child.dataset.commentId === posted);
    if (!item) return;
    // The list scrolls on its own and opens at its top; without this a new comment can land out of sight.
    item.scrollIntoView({ block: 'nearest' });
    setPosted(null);
  }, [posted, comments.data]);

  useEffect(() => {
    const id = actedOn.current;
    if (!id || !list.current || document.activeElement !== document.body) return;
    const item = Array.from(list.current.children).find((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.commentId === id);
    // Actions still there: focus left them some other way (a click on the page), and stays where the reader put it.
    if (item?.querySelector('.comment-actions')) return;
    actedOn.current = null;
    // The comment where it still stands (removed by a moderator), else the list it left: never the page's start.
    (item ?? list.current).focus();
  }, [comments.data]);

  function deleteComment(commentId: string) {
    remove.mutate(commentId, {
      onSuccess: () => toast({ title: 'Comment deleted' }),
      onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <section className="card discussion" aria-labelledby={`discussion-${questionId}`}>
      <h3 id={`discussion-${questionId}`}>Discussion</h3>
      {comments.isPending && <p className="muted">Loading comments...</p>}
      {comments.isError && <p role="alert">Could not load the comments: {loadFailureReason(comments.error)}</p>}
      {comments.data?.length === 0 && <p className="muted">No comments yet. Start the discussion!</p>}
      {comments.data && comments.data.length > 0 && (
        <ul ref={list} className="plain-list comment-list scrolling" aria-label="Comments" tabIndex={0}>
          {comments.data.map((comment) => {
            const own = comment.userId === userId;
            return (
              <li key={comment.id} className="comment" data-comment-id={comment.id} tabIndex={-1}>
                <CommentBody comment={comment} />
                {(own || !comment.removedByModerator) && (
                  <div className="comment-actions" onFocus={() => (actedOn.current = comment.id)}>
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
                        disabled={remove.isPending}
                        onConfirm={() => deleteComment(comment.id)}
                      />
                    ) : moderate ? (
                      moderate(comment)
                    ) : (
                      <ReportCommentDialog comment={comment} />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CommentForm questionId={questionId} onPosted={(comment) => setPosted(comment.id)} />
    </section>
  );
}
