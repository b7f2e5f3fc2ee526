import { asQuestion, type CommentOnDeletedQuestion } from '@iec-bets/contracts';
import { useRef, useState } from 'react';
import { ConfirmAction } from '@/components/confirm-action';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage, loadFailureReason } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { quotedExcerpt } from '@/lib/quoted-excerpt';
import { useDeleteCommentOnDeletedQuestion } from '../api/delete-comment-on-deleted-question';
import { useCommentsOnDeletedQuestions } from '../api/get-comments-on-deleted-questions';

function CommentItem({ comment, deleting, onDelete }: { comment: CommentOnDeletedQuestion; deleting: boolean; onDelete: () => void }) {
  const question = comment.questionText === null ? null : asQuestion(comment.questionText);
  const posted = formatDateTime(comment.postedAt);
  return (
    <li className="deleted-question-comment">
      <p className="deleted-question-text muted">{question === null ? 'On a question deleted as you posted' : `On ${quotedExcerpt(question, 90)}`}</p>
      <p className="deleted-question-words">{comment.content || <em>An image, no longer shown</em>}</p>
      <div className="deleted-question-meta">
        <span className="muted">{posted}</span>
        <ConfirmAction
          trigger="Delete"
          triggerClassName="link-button danger"
          // Several comments may share a question, and a minute: their time and first words tell their buttons apart.
          triggerLabel={`Delete your comment of ${posted}, ${comment.content ? quotedExcerpt(comment.content, 40) : 'an image'}`}
          title="Delete your comment?"
          description={
            comment.content
              ? `${quotedExcerpt(comment.content, 120)} is erased for good.`
              : 'Your comment is erased for good.'
          }
          confirmLabel="Delete Comment"
          pending={deleting}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

/**
 * The user's comments under questions an admin has deleted. Nobody sees them, but the log keeps their words until
 * their author deletes them, which only they can do: so they are listed here, with the means to. Absent when there
 * are none, which is nearly always.
 */
export function CommentsOnDeletedQuestions({ userId }: { userId: string }) {
  const comments = useCommentsOnDeletedQuestions(userId);
  const remove = useDeleteCommentOnDeletedQuestion(userId);
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once some were listed, the part stays after the last is deleted, to say so and to hold the focus. Noted while
  // rendering (React's way to keep state that follows from props), not in an effect that would render twice.
  const [listed, setListed] = useState(false);
  const count = comments.data?.length ?? 0;
  if (count > 0 && !listed) setListed(true);

  // Said quietly: almost no one has such comments, and an alert would interrupt everyone for a list that is empty.
  // Only when nothing was loaded: a list on screen stays there if a refresh after a deletion fails.
  if (comments.isError && comments.data === undefined) {
    return <p className="muted deleted-question-comments">Could not check for comments on deleted questions: {loadFailureReason(comments.error)}</p>;
  }
  if (count === 0 && !listed) return null;

  function deleteComment(commentId: string) {
    remove.mutate(commentId, {
      onSuccess: () => {
        toast({ title: 'Comment deleted' });
        // The item and its button are gone: the list's heading takes the focus, not the page's start.
        heading.current?.focus();
      },
      onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <div className="deleted-question-comments">
      <h3 ref={heading} tabIndex={-1}>
        Comments on deleted questions
      </h3>
      {count === 0 ? (
        <p className="muted">None left: what you wrote on deleted questions is erased.</p>
      ) : (
        <>
          <p className="muted">
            Their questions were deleted, so nobody sees these comments any more. We still keep what you wrote until
            you delete it.
          </p>
          <ul className="plain-list">
            {comments.data!.map((comment) => (
              <CommentItem key={comment.id} comment={comment} deleting={remove.isPending} onDelete={() => deleteComment(comment.id)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
