import { useQueries } from '@tanstack/react-query';
import { userAnswerQuery } from '@/api/get-user-answer';
import { useTodayQuestions } from '@/api/get-today-questions';

/**
 * How many of today's questions a signed-in user has not answered yet, or null while that is not known. The answers
 * are the very reads home and /vote make for their cards, so the Vote tab's badge costs no request of its own once
 * either screen is open, and it drops the moment an answer goes in (the answer refreshes those reads).
 */
export function useUnansweredToday(userId: string): number | null {
  const today = useTodayQuestions();
  const answers = useQueries({
    queries: (today.data ?? []).map((question) => userAnswerQuery(userId, question.id)),
  });
  if (!today.data || answers.some((answer) => answer.data === undefined)) return null;
  return answers.filter((answer) => answer.data === null).length;
}
