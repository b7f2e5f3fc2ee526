import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useTodayQuestions } from '@/api/get-today-questions';
import { DailyQuestion, type QuestionScreenProps } from './daily-question';
import { NoQuestionsToday } from './no-questions-today';

/** /vote: every question of today, each answered in place or showing its results; `actions` (composed by the app) go under the title. */
export function VotePage({ actions, ...props }: QuestionScreenProps & { actions?: ReactNode }) {
  const today = useTodayQuestions();
  if (today.isPending) return <LoadingScreen text="Loading today's questions..." />;
  if (today.isError) return <p role="alert">Could not load today's questions: {today.error.message}</p>;
  return (
    <div className="screen">
      <h1>
        Today's Questions <span className="count-badge">({today.data.length})</span>
      </h1>
      {actions}
      {today.data.length === 0 ? (
        <NoQuestionsToday />
      ) : (
        <ul className="plain-list stack">
          {today.data.map((question) => (
            <li key={question.id}>
              <DailyQuestion question={question} {...props} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
