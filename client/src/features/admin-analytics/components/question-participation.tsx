import type { QuestionParticipation as Participation } from '@iec-bets/contracts';
import { asQuestion, percentage } from '@iec-bets/contracts';
import { formatLongDate } from '@/lib/dates';

/** How many took part in each question of the period, and how they split. */
export function QuestionParticipation({ questions }: { questions: Participation[] }) {
  return (
    <section className="card" aria-labelledby="participation-by-question">
      <h3 id="participation-by-question">Votes per Question</h3>
      {questions.length === 0 ? (
        <p className="muted">No question was published in this period.</p>
      ) : (
        <ul className="plain-list analytics-questions">
          {questions.map((question) => (
            <li key={question.questionId}>
              <p className="analytics-question-text">{asQuestion(question.text)}</p>
              <p className="muted analytics-question-figures">
                {formatLongDate(question.date)} · {question.totalVotes.toLocaleString('en-ZA')} {question.totalVotes === 1 ? 'vote' : 'votes'}
                {question.totalVotes > 0 &&
                  question.options.map((option) => ` · ${option.optionText} ${percentage(option.count, question.totalVotes)}%`).join('')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
