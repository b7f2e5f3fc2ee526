import type { FriendAnswer, FriendAnswersResponse } from '@iec-bets/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

async function getFriendAnswers(questionId: string, userId: string): Promise<FriendAnswer[]> {
  try {
    const path = `/api/questions/${encodeURIComponent(questionId)}/friend-answers?userId=${encodeURIComponent(userId)}`;
    return (await api.get<FriendAnswersResponse>(path)).friendAnswers;
  } catch (error) {
    // One question's failure must not hide the others: it is logged, and that question counts as unanswered.
    console.warn(`Could not load friends' answers to question ${questionId}`, error);
    throw error;
  }
}

/**
 * What friends answered to each question, polled every 5 s (SPEC section 9). `answers` maps a question id to its
 * friends' answers once known; `isPending` is true while any question has not been heard from yet.
 */
export function useFriendAnswers(questionIds: string[], userId: string) {
  return useQueries({
    queries: questionIds.map((questionId) => ({
      queryKey: queryKeys.friendAnswers(questionId, userId),
      queryFn: () => getFriendAnswers(questionId, userId),
      refetchInterval: 5_000,
    })),
    combine: (results) => ({
      answers: new Map(questionIds.map((questionId, index) => [questionId, results[index]?.data ?? []])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
