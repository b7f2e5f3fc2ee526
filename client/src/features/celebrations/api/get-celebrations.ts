import type { PendingCelebrationsResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCelebrationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.celebrations,
    queryFn: async () => (await api.get<PendingCelebrationsResponse>('/api/me/celebrations')).celebrations,
    // Coming back to the tab is when a resolution is most likely to have happened meanwhile.
    refetchOnWindowFocus: true,
  });

/** The signed-in user's celebrations not yet shown, oldest first; nothing is asked for a visitor. */
export function usePendingCelebrations(signedIn: boolean) {
  return useQuery({ ...getCelebrationsQueryOptions(), enabled: signedIn });
}
