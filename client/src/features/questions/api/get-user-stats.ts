import type { UserStats } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useUserStats(userId: string) {
  return useQuery({
    queryKey: queryKeys.userStats(userId),
    queryFn: async () => (await api.get<{ stats: UserStats }>(`/api/users/${encodeURIComponent(userId)}/stats`)).stats,
  });
}
