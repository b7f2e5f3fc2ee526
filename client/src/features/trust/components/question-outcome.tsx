import type { Question, UserAnswerRead } from '@iec-bets/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { AnswerSharePanel } from '@/components/share-panel/answer-share-panel';
import { ShareToggle } from '@/components/share-panel/share-toggle';
import { formatLongDate } from '@/lib/dates';
import { formatCount } from '@/lib/format-count';
import { formatPoints } from '@/lib/points';
import { opensAfterToday } from '@/lib/opens-after-today';
import { optionResults } from '@/lib/option-results';
import { PointsWorkedOut } from './points-worked-out';

/** How the predictions split, or why there is no split to show; the member's own pick marked on it. */
function Predictions({ question, decided, pick }: { question: Question; decided: boolean; pick: string | undefined }) {
  const voted = question.totalVotes;
  if (voted === 0) return <p className="muted">{decided ? 'Nobody predicted this question.' : 'Nobody has predicted it yet.'}</p>;
  return (
    <>
      <ResultBars
        results={optionResults(question)}
        marks={[correctAnswerMark(question), { optionId: pick, label: 'Your pick' }]}
        label="National results"
      />
      <p className="muted">
        {formatCount(voted)} {voted === 1 ? 'South African' : 'South Africans'} voted
      </p>
    </>
  );
}

/**
 * The member's own call, in words: whether it was right once the question is decided, and what it earned or cost, as
 * their profile's list says it (none from a server older than the figure: never "NaN points").
 */
function YourPrediction({ picked, decided, right, points }: { picked: string; decided: boolean; right: boolean; points: number | null | undefined }) {
  if (!decided) return <p className="question-outcome-pick">You predicted {picked}.</p>;
  const verdict = right ? 'you called it' : 'not this time';
  return (
    <p className="question-outcome-pick">
      You predicted {picked}: {typeof points === 'number' ? `${verdict}, ${formatPoints(points)} points.` : `${verdict}.`}
    </p>
  );
}

/**
 * Where a shared card's link leads a friend: before the steps of its history, what they came to see (the answer and
 * how the nation predicted it), and the way to today's question, since that is the game they were invited to. A
 * member who predicted it (`pick`, their answer as read back) sees their call, and its points, beside the answer.
 */
export function QuestionOutcome({ question, pick }: { question: Question; pick?: UserAnswerRead }) {
  const titleId = useId();
  const correct = question.isResolved ? question.options.find((option) => option.id === question.correctOptionId) : undefined;
  const decided = correct !== undefined;
  const picked = question.options.find((option) => option.id === pick?.optionId);
  // The reader's clock, with no server markup to agree with (the page is drawn in the browser alone).
  const opensLater = !decided && opensAfterToday(question.date);
  const title = decided ? 'How South Africa predicted' : opensLater ? 'Not open for predictions yet' : 'How South Africa is predicting';
  return (
    <section className="card question-outcome" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {correct && <p className="question-outcome-answer">The answer: {correct.text}</p>}
      {picked && <YourPrediction picked={picked.text} decided={decided} right={picked === correct} points={pick?.points} />}
      {picked && correct && pick && <PointsWorkedOut answer={pick} yesWasCorrect={correct.id === 'yes'} />}
      {opensLater ? (
        <p className="muted">Opens for predictions on {formatLongDate(question.date)}.</p>
      ) : (
        <Predictions question={question} decided={decided} pick={picked?.id} />
      )}
      {/* Where a resolution's alert leads: the moment to share "Called it", as the results screens offer. */}
      {picked && (
        <ShareToggle label="Share your prediction">
          {() => <AnswerSharePanel question={question} optionId={picked.id} split={optionResults(question)} title="Your card to share" />}
        </ShareToggle>
      )}
      <div className="question-outcome-next">
        {/* Asked only of a decided question the reader did not predict: of an open one, they may still make the call. */}
        <p>{decided && !picked ? 'Think you would have called it? There is a new question every day.' : 'There is a new question every day.'}</p>
        <Link to="/" className="button primary">
          Play today's question
        </Link>
      </div>
    </section>
  );
}
