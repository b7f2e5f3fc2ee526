import type { HistoryItem } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC section 9: the profile shows the latest 5 predictions. */
export const RECENT_PREDICTIONS = 5;

/** The user's latest answers, newest first; fetched afresh on every visit, since answers and resolutions change it. */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const recentPredictionsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.userHistory(userId),
    queryFn: async () =>
      (await api.get<{ history: HistoryItem[] }>(`/api/users/${encodeURIComponent(userId)}/history?limit=${RECENT_PREDICTIONS}`)).history,
  });

export function useRecentPredictions(userId: string) {
  // Re-read on each visit to the profile: a resolution may have changed any outcome. Not when the route's preload
  // has only just fetched it, which the 10 s here allows for.
  return useQuery({ ...recentPredictionsQuery(userId), refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt > 10_000 ? 'always' : false) });
}
