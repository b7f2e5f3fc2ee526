import { LoadingScreen } from '@/components/loading-screen';
import { useTodayQuestions } from '@/api/get-today-questions';
import { useUnansweredToday } from '@/hooks/use-unanswered-today';
import { DailyLoopAside } from './daily-loop-aside';
import { DailyQuestion, type QuestionScreenProps } from './daily-question';
import { useDecidedToday } from '../hooks/use-decided-today';
import { withDecided } from '../lib/decided-today';
import { todayProgressOf } from '../lib/today-progress';
import { NoQuestionsToday } from '@/components/no-questions-today';
import { OpenQuestionsNote } from './open-questions-note';
import './daily-loop.css';
import { loadFailureReason } from '@/lib/api-error';
import { hasAlertOn } from '../lib/has-alert-on';

/**
 * The signed-in home: every one of today's questions, with the streak and the countdown beside them. A single
 * question is the daily question screen, results and discussion included; among several, the answered ones shrink
 * to a card so the open ones stay in view.
 */
export function HomeScreen(props: QuestionScreenProps) {
  const today = useTodayQuestions();
  const decided = useDecidedToday();
  const unanswered = useUnansweredToday(props.userId);
  if (today.isPending) return <LoadingScreen text="Loading today's question..." />;
  if (today.isError) return <p role="alert">Could not load today's question: {loadFailureReason(today.error)}</p>;
  const questions = today.data;
  const shown = withDecided(questions, decided ?? []);
  const several = shown.length > 1;
  const progress = todayProgressOf(shown, unanswered, decided !== undefined);
  return (
    <div className="screen wide daily-loop">
      <div className="daily-loop-layout">
        <div className="daily-loop-main">
          <h1 className="visually-hidden">{several ? "Today's Questions" : "Today's Question"}</h1>
          <OpenQuestionsNote progress={progress} />
          {shown.length === 0 ? (
            // Until the published list has said whether one was decided today, nothing rather than "No Questions Today".
            decided && <NoQuestionsToday />
          ) : (
            <ul className="plain-list stack">
              {shown.map((question) => (
                <li key={question.id}>
                  <DailyQuestion
                    question={question}
                    {...props}
                    // Among several open questions the answered ones shrink to a card; one decided beside them keeps
                    // its results, its discussion behind a button.
                    answeredAs={questions.length > 1 ? 'card' : 'results'}
                    discussionCollapsed={question.isResolved && several}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <DailyLoopAside userId={props.userId} alertsOn={props.alerts ? hasAlertOn(props.alerts) : false} today={progress} />
      </div>
    </div>
  );
}
