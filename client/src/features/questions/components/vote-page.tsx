import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useTodayQuestions } from '@/api/get-today-questions';
import { useUnansweredToday } from '@/hooks/use-unanswered-today';
import { DailyLoopAside } from './daily-loop-aside';
import { DailyQuestion, type QuestionScreenProps } from './daily-question';
import { useDecidedToday } from '../hooks/use-decided-today';
import { withDecided } from '../lib/decided-today';
import { todayProgressOf } from '../lib/today-progress';
import { NoQuestionsToday } from '@/components/no-questions-today';
import './daily-loop.css';
import { loadFailureReason } from '@/lib/api-error';
import { hasAlertOn } from '../lib/has-alert-on';

/**
 * /vote: every question of today, each answered in place or showing its results; `actions` (composed by the app) go
 * under the title. The user's standing shows once, beside the questions; with several questions each discussion waits
 * behind its own button.
 */
export function VotePage({ actions, ...props }: QuestionScreenProps & { actions?: ReactNode }) {
  const today = useTodayQuestions();
  const decided = useDecidedToday();
  const unanswered = useUnansweredToday(props.userId);
  if (today.isPending) return <LoadingScreen text="Loading today's questions..." />;
  if (today.isError) return <p role="alert">Could not load today's questions: {loadFailureReason(today.error)}</p>;
  const questions = today.data;
  const shown = withDecided(questions, decided ?? []);
  const total = shown.length;
  return (
    <div className="screen wide daily-loop">
      <h1>
        Today's Questions <span className="count-badge">({total})</span>
      </h1>
      {actions}
      <div className="daily-loop-layout">
        <div className="daily-loop-main">
          {total === 0 ? (
            // Until the published list has said whether one was decided today, nothing rather than "No Questions Today".
            decided && <NoQuestionsToday />
          ) : (
            <ul className="plain-list stack">
              {shown.map((question) => (
                <li key={question.id}>
                  <DailyQuestion question={question} {...props} discussionCollapsed={question.isResolved ? total > 1 : questions.length > 1} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <DailyLoopAside userId={props.userId} alertsOn={props.alerts ? hasAlertOn(props.alerts) : false} today={todayProgressOf(shown, unanswered, decided !== undefined)} />
      </div>
    </div>
  );
}
