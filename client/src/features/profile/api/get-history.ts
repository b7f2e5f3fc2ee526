import type { HistoryItem } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** SPEC section 9: the profile shows the latest 5 predictions. */
export const RECENT_PREDICTIONS = 5;

/** The user's latest answers, newest first; fetched afresh on every visit, since answers and resolutions change it. */
export function useRecentPredictions(userId: string) {
  return useQuery({
    queryKey: queryKeys.userHistory(userId),
    queryFn: async () =>
      (await api.get<{ history: HistoryItem[] }>(`/api/users/${encodeURIComponent(userId)}/history?limit=${RECENT_PREDICTIONS}`)).history,
    refetchOnMount: 'always',
  });
}
