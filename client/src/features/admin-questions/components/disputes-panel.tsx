import { asQuestion, type DisputedQuestion, timeAgo } from '@iec-bets/contracts';
import { formatDateTime } from '@/lib/dates';
import { useOpenDisputes } from '../api/get-open-disputes';
import { CorrectResolutionDialog } from './correct-resolution-dialog';
import { DismissDisputesDialog } from './dismiss-disputes-dialog';
import { loadFailureReason } from '@/lib/api-error';

function DisputedQuestionCard({ entry: { question, disputes } }: { entry: DisputedQuestion }) {
  const titleId = `disputed-${question.id}`;
  const answer = question.options.find((option) => option.id === question.correctOptionId)?.text ?? question.correctOptionId;
  return (
    <article className="disputed-question" aria-labelledby={titleId}>
      <div className="admin-question-top">
        <span className="badge disputed-count">{disputes.length === 1 ? '1 open dispute' : `${disputes.length} open disputes`}</span>
        {question.resolvedAt && <span className="muted admin-question-date">Resolved {formatDateTime(question.resolvedAt)}</span>}
      </div>
      <h3 id={titleId} className="admin-question-text">
        {asQuestion(question.text)}
      </h3>
      <p className="admin-question-figures">
        Answer on record: <strong>{answer}</strong>
        {question.resolutionSummary && <> · {question.resolutionSummary}</>}
      </p>
      <ul className="plain-list disputed-reasons" aria-label={`Disputes of: ${question.text}`}>
        {disputes.map((dispute) => (
          <li key={`${dispute.user.id}-${dispute.disputedAt}`} className="disputed-reason">
            <p className="disputed-reason-meta">
              <strong>{dispute.user.username ? `@${dispute.user.username}` : 'Deleted user'}</strong>{' '}
              <span className="muted disputed-when">· {timeAgo(dispute.disputedAt)}</span>
            </p>
            <p className="disputed-reason-text">“{dispute.reason}”</p>
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        <DismissDisputesDialog questionId={question.id} questionText={question.text} count={disputes.length} />
        <CorrectResolutionDialog question={question} triggerClassName="button small primary" />
      </div>
    </article>
  );
}

/**
 * Top of the Questions tab: resolutions people who answered have disputed, with their reasons, each to keep (with a
 * note) or correct. Shown only while there are some; a failure to load says so rather than hiding them.
 */
export function DisputesPanel() {
  const open = useOpenDisputes();
  if (open.isError) return <p role="alert">Could not load the disputed resolutions: {loadFailureReason(open.error)}</p>;
  if (!open.data || open.data.length === 0) return null;
  return (
    <section className="card disputes-panel" aria-labelledby="admin-disputes-title">
      <h2 id="admin-disputes-title">
        Disputed Resolutions <span className="count-badge">({open.data.length})</span>
      </h2>
      <p className="muted">
        People who answered say these outcomes are wrong. Dismiss their disputes with a note, and the outcome stands,
        or correct it.
      </p>
      <ul className="plain-list admin-question-list">
        {open.data.map((entry) => (
          <li key={entry.question.id}>
            <DisputedQuestionCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
