import type { Question } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { formatCount } from '@/lib/format-count';
import { optionResults } from '@/lib/option-results';

/**
 * Where a shared card's link leads a friend: before the steps of its history, what they came to see (the answer and
 * how the nation predicted it), and the way to today's question, since that is the game they were invited to.
 */
export function QuestionOutcome({ question }: { question: Question }) {
  const correct = question.isResolved ? question.options.find((option) => option.id === question.correctOptionId) : undefined;
  const voted = question.totalVotes;
  return (
    <section className="card question-outcome" aria-labelledby="outcome-title">
      <h2 id="outcome-title">{correct ? 'How South Africa predicted' : 'How South Africa is predicting'}</h2>
      {correct && <p className="question-outcome-answer">The answer: {correct.text}</p>}
      {voted > 0 ? (
        <>
          <ResultBars results={optionResults(question)} marks={[correctAnswerMark(question)]} label="National results" />
          <p className="muted">
            {formatCount(voted)} {voted === 1 ? 'South African' : 'South Africans'} voted
          </p>
        </>
      ) : (
        <p className="muted">{correct ? 'Nobody predicted this question.' : 'Nobody has predicted it yet.'}</p>
      )}
      <div className="question-outcome-next">
        <p>Think you would have called it? There is a new question every day.</p>
        <Link to="/" className="button primary">
          Play today's question
        </Link>
      </div>
    </section>
  );
}
