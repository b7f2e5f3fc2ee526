import type { UserStats } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A user's figures, for the results screen's rankings and the profile's tiles alike. A screen whose whole point is
 * the figures asks for `refetchOnMount: 'always'`: answers and resolutions since the last visit change them.
 */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const userStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.userStats(userId),
    queryFn: async () => (await api.get<{ stats: UserStats }>(`/api/users/${encodeURIComponent(userId)}/stats`)).stats,
  });

export function useUserStats(userId: string, options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({ ...userStatsQuery(userId), ...options });
}
