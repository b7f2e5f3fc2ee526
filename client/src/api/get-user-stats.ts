import type { UserStats } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A user's figures, for the results screen's rankings and the profile's tiles alike. A screen whose whole point is
 * the figures asks for `refetchOnMount: 'always'`: answers and resolutions since the last visit change them.
 */
export function useUserStats(userId: string, options: { refetchOnMount?: boolean | 'always' } = {}) {
  return useQuery({
    queryKey: queryKeys.userStats(userId),
    queryFn: async () => (await api.get<{ stats: UserStats }>(`/api/users/${encodeURIComponent(userId)}/stats`)).stats,
    ...options,
  });
}
