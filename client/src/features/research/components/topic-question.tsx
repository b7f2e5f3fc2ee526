import { asQuestion, type Question } from '@iec-bets/contracts';
import { HistoryLink } from '@/components/question/history-link';
import { QuestionStatusBadge } from '@/components/question/question-status-badge';
import { useOpensLater } from '@/components/question/use-opens-later';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { formatLongDate } from '@/lib/dates';
import { optionResults } from '@/lib/option-results';

/** A question on the topic: when it was asked, how the nation answered and, once known, the outcome. */
export function TopicQuestion({ question }: { question: Question }) {
  const titleId = `topic-question-${question.id}`;
  const correct = question.options.find((option) => option.id === question.correctOptionId);
  // Not open yet: the day it opens, not bars at 0% that read as a result.
  const opensLater = useOpensLater(question);
  return (
    <article className="card research-card" aria-labelledby={titleId}>
      <div className="card-top">
        <time className="muted" dateTime={question.date}>
          {formatLongDate(question.date)}
        </time>
        <QuestionStatusBadge question={question} />
      </div>
      <h3 id={titleId}>{asQuestion(question.text)}</h3>
      {opensLater ? (
        <p className="muted">Opens for predictions on {formatLongDate(question.date)}.</p>
      ) : (
        <>
          <ResultBars results={optionResults(question)} marks={[correctAnswerMark(question)]} label={`Results: ${question.text}`} />
          <p className="muted">
            {question.totalVotes.toLocaleString('en-ZA')} {question.totalVotes === 1 ? 'prediction' : 'predictions'}
            {correct && ` · Answer: ${correct.text}`}
          </p>
        </>
      )}
      <HistoryLink question={question} />
    </article>
  );
}
