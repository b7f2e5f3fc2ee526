import { LoadingScreen } from '@/components/loading-screen';
import { useTodayQuestions } from '@/api/get-today-questions';
import { DailyQuestion, type QuestionScreenProps } from './daily-question';
import { NoQuestionsToday } from './no-questions-today';

/** The signed-in home: today's first question. */
export function HomeScreen(props: QuestionScreenProps) {
  const today = useTodayQuestions();
  if (today.isPending) return <LoadingScreen text="Loading today's question..." />;
  if (today.isError) return <p role="alert">Could not load today's question: {today.error.message}</p>;
  const first = today.data[0];
  return (
    <div className="screen">
      <h1 className="visually-hidden">Today's Question</h1>
      {first ? <DailyQuestion key={first.id} question={first} {...props} /> : <NoQuestionsToday />}
    </div>
  );
}
