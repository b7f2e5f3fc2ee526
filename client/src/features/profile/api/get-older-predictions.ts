import type { HistoryItem } from '@iec-bets/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PageStart, pageStartKey } from '@/lib/page-start';
import { queryKeys } from '@/lib/query-keys';

/** How many older predictions a click on "Show older predictions" brings: a few weeks of daily questions. */
export const OLDER_PREDICTIONS_PAGE = 20;

/** Every page of older predictions, under the history's key: a resolution, which changes outcomes, reads them again. */
export const olderPredictionsKey = (userId: string) => [...queryKeys.userHistory(userId), 'older'] as const;

/** Where the page after `page` starts: after its last prediction when the page came back full, or null at the end. */
export function predictionsAfter(page: readonly HistoryItem[] | undefined, pageSize: number): PageStart | null {
  const last = page?.length === pageSize ? page.at(-1) : undefined;
  // The answer is named by its question: a player answers a question once.
  return last ? { before: last.submittedAt, beforeId: last.questionId } : null;
}

/** A page of the player's predictions older than the profile's latest, newest first, after the one `start` names. */
export function useOlderPredictions(userId: string, start: PageStart) {
  return useQuery({
    queryKey: [...olderPredictionsKey(userId), pageStartKey(start)],
    // A resolution read the pages again: each keeps showing what it showed until its new reading is in.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const query = new URLSearchParams({ limit: String(OLDER_PREDICTIONS_PAGE), ...start });
      return (await api.get<{ history: HistoryItem[] }>(`/api/users/${encodeURIComponent(userId)}/history?${query}`)).history;
    },
  });
}
