import { timeAgo } from '@iec-bets/contracts';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { CommentForm } from './comment-form';

/** A question's discussion: the comments (the author may delete their own) and the form to add one. */
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
          {comments.data.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment-meta">
                <strong>{comment.user.name}</strong> <span className="muted">{timeAgo(comment.createdAt)}</span>
              </p>
              {comment.content && <p>{comment.content}</p>}
              {comment.imageUrl && <img src={comment.imageUrl} alt={`Image shared by ${comment.user.name}`} className="comment-image" loading="lazy" />}
              {comment.userId === userId && (
                <button
                  type="button"
                  className="link-button danger"
                  aria-label="Delete your comment"
                  onClick={() => deleteComment(comment.id)}
                  disabled={remove.isPending}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <CommentForm questionId={questionId} />
    </section>
  );
}
