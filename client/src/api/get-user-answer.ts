import type { UserAnswerRead } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/**
 * The user's answer to a question, or null when they have not answered it (the server's 404). Shared: home, /vote,
 * the Vote tab's badge and the predictions cards all ask it, and one cache answers them all.
 */
export async function getUserAnswer(userId: string, questionId: string): Promise<UserAnswerRead | null> {
  try {
    const { answer } = await api.get<{ answer: UserAnswerRead }>(
      `/api/users/${encodeURIComponent(userId)}/answers/${encodeURIComponent(questionId)}`,
    );
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The read as every caller makes it (screens, the Vote badge, preloads), so that all of them share one cache entry. */
export const userAnswerQuery = (userId: string, questionId: string) =>
  queryOptions({ queryKey: queryKeys.userAnswer(userId, questionId), queryFn: () => getUserAnswer(userId, questionId) });

/** `needed`: false where the screen will not show the answer form (a decided question's results carry the pick). */
export function useUserAnswer(userId: string, questionId: string, needed = true) {
  return useQuery({ ...userAnswerQuery(userId, questionId), enabled: needed });
}
