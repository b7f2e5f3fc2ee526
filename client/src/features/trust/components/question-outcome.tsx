import type { Question } from '@iec-bets/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { formatLongDate } from '@/lib/dates';
import { formatCount } from '@/lib/format-count';
import { opensAfterToday } from '@/lib/opens-after-today';
import { optionResults } from '@/lib/option-results';

/** How the predictions split, or why there is no split to show. */
function Predictions({ question, decided }: { question: Question; decided: boolean }) {
  const voted = question.totalVotes;
  if (voted === 0) return <p className="muted">{decided ? 'Nobody predicted this question.' : 'Nobody has predicted it yet.'}</p>;
  return (
    <>
      <ResultBars results={optionResults(question)} marks={[correctAnswerMark(question)]} label="National results" />
      <p className="muted">
        {formatCount(voted)} {voted === 1 ? 'South African' : 'South Africans'} voted
      </p>
    </>
  );
}

/**
 * Where a shared card's link leads a friend: before the steps of its history, what they came to see (the answer and
 * how the nation predicted it), and the way to today's question, since that is the game they were invited to.
 */
export function QuestionOutcome({ question }: { question: Question }) {
  const titleId = useId();
  const correct = question.isResolved ? question.options.find((option) => option.id === question.correctOptionId) : undefined;
  const decided = correct !== undefined;
  // The reader's clock, with no server markup to agree with (the page is drawn in the browser alone).
  const opensLater = !decided && opensAfterToday(question.date);
  const title = decided ? 'How South Africa predicted' : opensLater ? 'Not open for predictions yet' : 'How South Africa is predicting';
  return (
    <section className="card question-outcome" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {correct && <p className="question-outcome-answer">The answer: {correct.text}</p>}
      {opensLater ? <p className="muted">Opens for predictions on {formatLongDate(question.date)}.</p> : <Predictions question={question} decided={decided} />}
      <div className="question-outcome-next">
        {/* Asked only of a decided question: of an open one, the reader may still make the call. */}
        <p>{decided ? 'Think you would have called it? There is a new question every day.' : 'There is a new question every day.'}</p>
        <Link to="/" className="button primary">
          Play today's question
        </Link>
      </div>
    </section>
  );
}
