import { asQuestion, type Question } from '@iec-bets/contracts';
import { formatLongDate } from '@/lib/dates';
import { formatCount } from '@/lib/format-count';
import { QuestionStatusBadge } from './question-status-badge';
import { useOpensLater } from './use-opens-later';

/** A card's head: date, its status badge, the question and its context, and how many predicted and commented. */
export function QuestionSummary({
  question,
  titleId,
  headingLevel = 2,
}: {
  question: Question;
  titleId: string;
  /** The card's place in its page's outline: a list under a section heading takes 3. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const opensLater = useOpensLater(question);
  return (
    <>
      <div className="card-top">
        <time className="muted" dateTime={question.date}>
          {formatLongDate(question.date)}
        </time>
        <QuestionStatusBadge question={question} />
      </div>
      <Heading id={titleId} className="question-card-title">
        {asQuestion(question.text)}
      </Heading>
      {question.context && <p className="question-context">{question.context}</p>}
      {opensLater ? (
        // Its counts would read "0 predictions" before anyone could make one: the day it opens is what a reader needs.
        <p className="muted">Opens for predictions on {formatLongDate(question.date)}.</p>
      ) : (
        <p className="muted">
          {formatCount(question.totalVotes)} {question.totalVotes === 1 ? 'prediction' : 'predictions'} ·{' '}
          {formatCount(question.commentCount)} {question.commentCount === 1 ? 'comment' : 'comments'}
        </p>
      )}
    </>
  );
}
