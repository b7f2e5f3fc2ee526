import { asQuestion, REPORT_REASON_LABELS, type ReportedComment, timeAgo } from '@iec-bets/contracts';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useKeepComment } from '../api/keep-comment';
import { RemoveCommentDialog } from './remove-comment-dialog';

/** One reported comment as an admin judges it: where it was said, what it says, who reported it and why. */
export function ReportedCommentCard({ entry }: { entry: ReportedComment }) {
  const { comment, question, reports } = entry;
  const keep = useKeepComment();
  const toast = useToast();
  const titleId = `moderation-${comment.id}`;
  const author = comment.user.name;

  function keepComment() {
    keep.mutate(
      { commentId: comment.id, questionId: question.id, reportsRead: entry.reportsInAll },
      {
        onSuccess: () => toast({ title: 'Comment kept', description: 'Its reports have left the queue.' }),
        onError: (error) => toast({ title: 'Failed to keep comment', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
      },
    );
  }

  return (
    <article className="card moderation-entry" aria-labelledby={titleId}>
      <h3 id={titleId} className="visually-hidden">
        Comment by {author}
      </h3>
      <p className="moderation-question">On “{asQuestion(question.text)}”</p>
      <div className="moderation-comment">
        <p className="comment-meta">
          <strong>{author}</strong> <span className="muted">@{comment.user.username}</span>{' '}
          <span className="muted moderation-when">· {timeAgo(comment.createdAt)}</span>
        </p>
        {comment.content && <p className="comment-text">{comment.content}</p>}
        {comment.imageUrl && (
          <a className="moderation-thumb-link" href={comment.imageUrl} target="_blank" rel="noreferrer">
            <img src={comment.imageUrl} alt={`Image shared by ${author} (opens full size)`} className="moderation-thumb" loading="lazy" />
          </a>
        )}
      </div>
      <h4 className="moderation-reports-title">{reports.length === 1 ? '1 report' : `${reports.length} reports`}</h4>
      <ul className="plain-list moderation-reports" aria-label={`Reports of the comment by ${author}`}>
        {reports.map((report) => (
          <li key={`${report.reporter.id}-${report.reportedAt}`} className="moderation-report">
            <p className="moderation-report-reason">
              <strong>{REPORT_REASON_LABELS[report.reason]}</strong> <span className="muted">@{report.reporter.username}</span>{' '}
              <span className="muted moderation-when">· {timeAgo(report.reportedAt)}</span>
            </p>
            {report.details && <p className="moderation-report-details">“{report.details}”</p>}
          </li>
        ))}
      </ul>
      <div className="moderation-actions">
        <RemoveCommentDialog comment={comment} questionId={question.id} disabled={keep.isPending} />
        <PendingButton
          className="button secondary small"
          aria-label={`Keep comment by ${author}`}
          onClick={keepComment}
          pending={keep.isPending}
        >
          {keep.isPending ? 'Keeping...' : 'Keep comment'}
        </PendingButton>
      </div>
    </article>
  );
}
