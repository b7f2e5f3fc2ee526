import { asQuestion, type HistoryItem } from '@iec-bets/contracts';
import { HistoryLink } from '@/components/question/history-link';
import { AnswerSharePanel } from '@/components/share-panel/answer-share-panel';
import type { SharedQuestion } from '@/components/share-panel/share-text';
import { ShareToggle } from '@/components/share-panel/share-toggle';
import { formatLongDate } from '@/lib/dates';
import { useRecentPredictions } from '../api/get-history';
import { loadFailureReason } from '@/lib/api-error';
import { formatPoints } from '@/lib/points';

export function RecentPredictions({ userId }: { userId: string }) {
  const history = useRecentPredictions(userId);
  return (
    <section className="card" aria-labelledby="recent-predictions">
      <h2 id="recent-predictions">Recent Predictions</h2>
      {history.isPending ? (
        <p className="muted" role="status">
          Loading your predictions...
        </p>
      ) : history.isError ? (
        <p role="alert">Could not load your predictions: {loadFailureReason(history.error)}</p>
      ) : history.data.length === 0 ? (
        <div className="empty-state">
          <p>
            <strong>No predictions yet</strong>
          </p>
          <p className="muted">Start answering daily questions to see your history!</p>
        </div>
      ) : (
        <ol className="plain-list predictions" aria-labelledby="recent-predictions">
          {history.data.map((item) => (
            <li key={item.questionId} className="prediction">
              <p className="prediction-question">{asQuestion(item.questionText)}</p>
              <p className="prediction-meta muted">
                <time dateTime={item.submittedAt}>{formatLongDate(item.submittedAt)}</time> · Your answer: <strong>{item.selectedOption}</strong>
              </p>
              <Outcome item={item} />
              <HistoryLink question={{ id: item.questionId, text: item.questionText, isResolved: !item.isPending }} />
              <div className="prediction-share">
                <ShareToggle label="Share" accessibleName={`Share: ${asQuestion(item.questionText)}`}>
                  {() => (
                    <AnswerSharePanel question={sharedQuestionOf(item)} optionId={item.selectedOptionId} split={item.results} title="Share this prediction" />
                  )}
                </ShareToggle>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What a shared card needs of the question, from the prediction (the split comes with it, as `results`). */
function sharedQuestionOf(item: HistoryItem): SharedQuestion {
  return {
    id: item.questionId,
    text: item.questionText,
    dayNumber: item.dayNumber,
    options: [{ id: item.selectedOptionId, text: item.selectedOption }],
    isResolved: !item.isPending,
    correctOptionId: item.correctOptionId,
  };
}

/** The outcome and, once there is one, what it earned or cost: what the profile's points are made of. */
function Outcome({ item }: { item: HistoryItem }) {
  if (item.isPending) return <span className="outcome pending">Pending</span>;
  // Not a number from a server older than the field: the outcome alone, never "NaN points".
  const points = typeof item.points === 'number' ? ` · ${formatPoints(item.points)} points` : null;
  return item.isCorrect ? (
    <span className="outcome correct">
      <span aria-hidden="true">✓ </span>Correct{points}
    </span>
  ) : (
    <span className="outcome incorrect">
      <span aria-hidden="true">✗ </span>Incorrect{points}
    </span>
  );
}
