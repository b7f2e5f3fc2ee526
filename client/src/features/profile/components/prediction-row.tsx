import { asQuestion, type HistoryItem } from '@iec-bets/contracts';
import { HistoryLink } from '@/components/question/history-link';
import { AnswerSharePanel } from '@/components/share-panel/answer-share-panel';
import type { SharedQuestion } from '@/components/share-panel/share-text';
import { ShareToggle } from '@/components/share-panel/share-toggle';
import { formatLongDate } from '@/lib/dates';
import { formatPoints } from '@/lib/points';

/** One of the player's predictions: the question, when and what they answered, how it turned out, and its card. */
export function PredictionRow({ item }: { item: HistoryItem }) {
  return (
    <li className="prediction">
      <p className="prediction-question">{asQuestion(item.questionText)}</p>
      <p className="prediction-meta muted">
        <time dateTime={item.submittedAt}>{formatLongDate(item.submittedAt)}</time> · Your answer: <strong>{item.selectedOption}</strong>
      </p>
      <Outcome item={item} />
      <HistoryLink question={{ id: item.questionId, text: item.questionText, isResolved: !item.isPending }} />
      <div className="prediction-share">
        <ShareToggle label="Share" accessibleName={`Share: ${asQuestion(item.questionText)}`}>
          {() => <AnswerSharePanel question={sharedQuestionOf(item)} optionId={item.selectedOptionId} split={item.results} title="Share this prediction" />}
        </ShareToggle>
      </div>
    </li>
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
