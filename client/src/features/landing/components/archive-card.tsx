import type { Comment, Question } from '@iec-bets/contracts';
import { ResultBars } from '../../../components/result-bars';
import { formatLongDate } from '../../../lib/dates';
import { optionResults } from '../../../lib/option-results';
import { PublicComments } from './public-comments';

/** One question of the public archive with its results and, once resolved, the verdict and its proof. */
export function ArchiveCard({ question, comments, onJoin }: { question: Question; comments: Comment[]; onJoin: () => void }) {
  const correct = question.options.find((option) => option.id === question.correctOptionId);
  return (
    <article className="card archive-card" aria-labelledby={`archive-${question.id}`}>
      <div className="card-top">
        <time className="muted" dateTime={question.date}>
          {formatLongDate(question.date)}
        </time>
        {question.isResolved && <span className="badge resolved">Resolved</span>}
      </div>
      <h3 id={`archive-${question.id}`}>{question.text}?</h3>
      {question.context && <p className="question-context">{question.context}</p>}
      <p className="muted">
        {question.totalVotes.toLocaleString('en-ZA')} {question.totalVotes === 1 ? 'prediction' : 'predictions'} ·{' '}
        {question.commentCount.toLocaleString('en-ZA')} {question.commentCount === 1 ? 'comment' : 'comments'}
      </p>
      <ResultBars results={optionResults(question)} highlightOptionId={question.correctOptionId} label={`Results: ${question.text}`} />
      {question.isResolved && (
        <div className="resolution">
          {correct && (
            <p>
              <strong>Answer: {correct.text}</strong>
            </p>
          )}
          {question.resolutionSummary && <p>{question.resolutionSummary}</p>}
          {question.resolutionProofUrl && (
            <a href={question.resolutionProofUrl} target="_blank" rel="noopener noreferrer">
              View proof/source
            </a>
          )}
        </div>
      )}
      <PublicComments comments={comments} commentCount={question.commentCount} onJoin={onJoin} />
    </article>
  );
}
