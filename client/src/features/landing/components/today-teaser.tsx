import { LoadingScreen } from '@/components/loading-screen';
import { formatLongDate } from '@/lib/dates';
import { useTodayQuestions } from '@/api/get-today-questions';
import { asQuestion } from '@/lib/as-question';

/** Today's first question for a visitor: answering it starts with joining. */
export function TodayTeaser({ onJoin }: { onJoin: () => void }) {
  const today = useTodayQuestions();
  if (today.isPending) return <LoadingScreen text="Loading today's question..." />;
  const question = today.data?.[0];
  if (!question) {
    return (
      <section className="card empty-state" aria-labelledby="today-title">
        <h2 id="today-title">No Questions Today</h2>
        <p className="muted">Check back tomorrow for new questions!</p>
      </section>
    );
  }
  return (
    <section className="card daily-question" aria-labelledby="today-title">
      <p className="question-day">
        <span className="day-badge">Day {question.dayNumber}</span> <time dateTime={question.date}>{formatLongDate(question.date)}</time>
      </p>
      <h2 id="today-title" className="question-text">
        {asQuestion(question.text)}
      </h2>
      {question.context && <p className="question-context">{question.context}</p>}
      <div className="options" role="group" aria-label="Your prediction">
        <button type="button" className="option option-yes" onClick={onJoin}>
          <span className="option-text">YES</span>
        </button>
        <button type="button" className="option option-no" onClick={onJoin}>
          <span className="option-text">NO</span>
        </button>
      </div>
      <p className="muted footer-note">Join to make your prediction. One answer per day.</p>
    </section>
  );
}
