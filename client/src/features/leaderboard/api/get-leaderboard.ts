import type { LeaderboardQuery, LeaderboardResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type LeaderboardScope = LeaderboardQuery['scope'];

/** One scope's ranked players, the national summary and the user's own entry. */
export function useLeaderboard(scope: LeaderboardScope) {
  return useQuery({
    queryKey: queryKeys.leaderboard(scope),
    queryFn: () => api.get<LeaderboardResponse>(`/api/leaderboard?scope=${scope}`),
    // Ranks move whenever a question is resolved or a friend answers: re-read on each visit to the screen.
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}
