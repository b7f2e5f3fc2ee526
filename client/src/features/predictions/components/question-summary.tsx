import type { Question } from '@iec-bets/contracts';
import { formatLongDate } from '../../../lib/dates';

/** A card's head: date, Resolved badge, the question and its context, and how many predicted and commented. */
export function QuestionSummary({ question, titleId }: { question: Question; titleId: string }) {
  return (
    <>
      <div className="card-top">
        <time className="muted" dateTime={question.date}>
          {formatLongDate(question.date)}
        </time>
        {question.isResolved && <span className="badge resolved">Resolved</span>}
      </div>
      <h2 id={titleId} className="prediction-title">
        {question.text}?
      </h2>
      {question.context && <p className="question-context">{question.context}</p>}
      <p className="muted">
        {question.totalVotes.toLocaleString('en-ZA')} {question.totalVotes === 1 ? 'prediction' : 'predictions'} ·{' '}
        {question.commentCount.toLocaleString('en-ZA')} {question.commentCount === 1 ? 'comment' : 'comments'}
      </p>
    </>
  );
}
