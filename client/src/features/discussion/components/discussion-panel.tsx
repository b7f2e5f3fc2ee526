import { CommentBody } from '@/components/question/comment-body';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { CommentForm } from './comment-form';
import { ReportCommentDialog } from './report-comment-dialog';
import './discussion.css';

/**
 * A question's discussion: the comments, the form to add one, and under each comment what the viewer may do with
 * it: delete their own (also once a moderator removed it), or report someone else's that is still up.
 */
export function DiscussionPanel({ questionId, userId }: { questionId: string; userId: string }) {
  const comments = useComments(questionId);
  const remove = useDeleteComment(questionId);
  const toast = useToast();

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
      {comments.isError && <p role="alert">Could not load the comments: {comments.error.message}</p>}
      {comments.data?.length === 0 && <p className="muted">No comments yet. Start the discussion!</p>}
      {comments.data && comments.data.length > 0 && (
        <ul className="plain-list comment-list scrolling" aria-label="Comments" tabIndex={0}>
          {comments.data.map((comment) => {
            const own = comment.userId === userId;
            return (
              <li key={comment.id} className="comment">
                <CommentBody comment={comment} />
                {(own || !comment.removedByModerator) && (
                  <div className="comment-actions">
                    {own ? (
                      <button
                        type="button"
                        className="link-button danger"
                        aria-label="Delete your comment"
                        onClick={() => deleteComment(comment.id)}
                        disabled={remove.isPending}
                      >
                        Delete
                      </button>
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
      <CommentForm questionId={questionId} />
    </section>
  );
}
