import { asQuestion, type Comment, type Question } from '@iec-bets/contracts';
import { lazy, Suspense } from 'react';
import { ResultBars } from '@/components/result-bars';
import { formatLongDate } from '@/lib/dates';
import { optionResults } from '@/lib/option-results';
import { formatCount } from '@/lib/format-count';
import { PartBoundary } from '@/components/part-boundary';
import { rememberVisitorPick } from '@/lib/visitor-pick';

// The latest comments come in a chunk of their own (with the archive's, which shows them too), out of the page's
// first JavaScript: the server's markup shows them until it has arrived, and React then takes them over.
const PublicComments = lazy(() => import('./public-comments').then((m) => ({ default: m.PublicComments })));

/**
 * One of today's questions for a visitor: answering it starts with joining, and the pick waits for them on the
 * question once they have joined. Its live split and latest comments sit here rather than in the archive below, so
 * that the visitor meets the question once.
 */
export function TodayTeaser({ question, comments, onJoin }: { question: Question; comments: Comment[]; onJoin: () => void }) {
  const titleId = `today-title-${question.id}`;
  function pickThenJoin(optionId: 'yes' | 'no') {
    rememberVisitorPick(question.id, optionId);
    onJoin();
  }
  return (
    <section className="card daily-question" aria-labelledby={titleId}>
      <p className="question-day">
        <span className="day-badge">Day {question.dayNumber}</span> <time dateTime={question.date}>{formatLongDate(question.date)}</time>
      </p>
      <h2 id={titleId} className="question-text">
        {asQuestion(question.text)}
      </h2>
      {question.context && <p className="question-context">{question.context}</p>}
      <div className="options" role="group" aria-label="Your prediction">
        <button type="button" className="option option-yes" onClick={() => pickThenJoin('yes')}>
          <span className="option-text">YES</span>
        </button>
        <button type="button" className="option option-no" onClick={() => pickThenJoin('no')}>
          <span className="option-text">NO</span>
        </button>
      </div>
      <p className="muted footer-note">Join to make your prediction. One answer per day.</p>
      {question.totalVotes > 0 && (
        <>
          <h3 className="today-results-title">
            So far: {formatCount(question.totalVotes)} {question.totalVotes === 1 ? 'prediction' : 'predictions'}
          </h3>
          <ResultBars results={optionResults(question)} label={`Results: ${question.text}`} />
        </>
      )}
      {/* Done without, should their chunk not arrive: the question and its split stand. */}
      <PartBoundary fallback={null}>
        <Suspense fallback={null}>
          <PublicComments comments={comments} commentCount={question.commentCount} onJoin={onJoin} />
        </Suspense>
      </PartBoundary>
    </section>
  );
}
