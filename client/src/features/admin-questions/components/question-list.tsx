import type { Question } from '@iec-bets/contracts';
import { QuestionRow } from './question-row';
import { loadFailureReason } from '@/lib/api-error';
import { focusPlace } from '@/hooks/focus-place';

export function QuestionList(props: { title: string; id: string; questions: Question[] | undefined; error: Error | null; empty: string }) {
  const { title, id, questions, error, empty } = props;
  return (
    // A place to keep the keyboard (focus-place.ts): when its last row goes, the focus goes to its heading.
    <section className="card" aria-labelledby={id} {...focusPlace}>
      <h2 id={id} tabIndex={-1}>
        {title} {questions && <span className="count-badge">({questions.length})</span>}
      </h2>
      {error && <p role="alert">Could not load the questions: {loadFailureReason(error)}</p>}
      {!questions && !error && <p className="muted">Loading questions...</p>}
      {questions?.length === 0 && <p className="muted">{empty}</p>}
      {questions && questions.length > 0 && (
        <ul className="plain-list admin-question-list">
          {questions.map((question) => (
            <QuestionRow key={question.id} question={question} />
          ))}
        </ul>
      )}
    </section>
  );
}
