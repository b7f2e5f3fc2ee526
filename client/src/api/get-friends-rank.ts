import type { LeaderboardResponse } from '@iec-bets/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user's rank among their friends: the friends board's own entry for them, one row asked for. Null
 * while they are unranked, while they have no friends (the server ranks nobody against nobody), or before their first
 * answer (no entry at all).
 */
/** The read's key and fetch, shared by the hook and by the route preloading that starts it before the screen's chunk has loaded. */
export const friendsRankQuery = () =>
  queryOptions({
    queryKey: queryKeys.friendsRank,
    queryFn: async () => (await api.get<LeaderboardResponse>('/api/leaderboard?scope=friends&limit=1')).me?.rank ?? null,
  });

export function useFriendsRank() {
  return useQuery(friendsRankQuery());
}
