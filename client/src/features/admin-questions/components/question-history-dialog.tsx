import { asQuestion, type Question, type QuestionOption } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { DialogPanel } from '@/components/dialog-panel';
import { formatDateTime } from '@/lib/dates';
import { useQuestionHistory } from '../api/get-question-history';
import { describeActor, describeHistoryStep } from './history-step';
import { loadFailureReason } from '@/lib/api-error';
import '@/components/question/history-timeline.css';

function HistoryTimeline({ questionId, options }: { questionId: string; options: readonly QuestionOption[] }) {
  const history = useQuestionHistory(questionId);
  if (history.isPending) return <p className="muted">Loading the history...</p>;
  if (history.isError) return <p role="alert">Could not load the history: {loadFailureReason(history.error)}</p>;
  return (
    <ol className="history-timeline" aria-label="Question history">
      {history.data.map((entry) => {
        const step = describeHistoryStep(entry, options);
        const titleId = `admin-step-${questionId}-${entry.revision}`;
        return (
          <li key={entry.revision} className="history-step" aria-labelledby={titleId}>
            <h3 id={titleId} className="history-step-title">
              {step.title}
            </h3>
            <p className="history-step-meta">
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time> · {describeActor(entry.actor)}
            </p>
            {step.details.map((detail) => (
              <p key={detail.label} className="history-step-detail">
                <span className="history-step-label">{detail.label}:</span> {detail.text}
              </p>
            ))}
            {step.proofUrl && (
              <p className="history-step-detail">
                <a href={step.proofUrl} target="_blank" rel="noreferrer noopener">
                  View proof/source
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * What the dialog needs of a question: a deleted one, which the admins' list of deletions holds in fewer fields than
 * a question, opens its history as any other does.
 */
export type HistorySubject = Pick<Question, 'id' | 'text' | 'options' | 'isPublished'>;

/** Every step of a question's life, who took it and when; loaded only when opened. */
export function QuestionHistoryDialog({ question }: { question: HistorySubject }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="button small secondary" aria-label={`History: ${question.text}`}>
          History
        </button>
      </Dialog.Trigger>
      {/* The steps scroll under the title, the question and the close button, which a long history on a phone would
          otherwise carry out of sight, leaving the admin to scroll back up to learn which question it is or to leave. */}
      <DialogPanel title="Question History" description={asQuestion(question.text)} className="history-dialog">
        <div className="history-dialog-steps" role="region" aria-label="History steps" tabIndex={0}>
          <HistoryTimeline questionId={question.id} options={question.options} />
          {/* What the public sees of the same steps, with the hashes anyone can check: a draft has none yet. */}
          {question.isPublished && (
            <p className="history-step-detail">
              <Link to={`/questions/${encodeURIComponent(question.id)}/history`}>Open the public history, which anyone can check</Link>
            </p>
          )}
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
