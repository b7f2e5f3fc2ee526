import type { FriendsResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The user's accepted friends: the friends screen lists them, the leaderboard and Election Predictions count them on their Friends tabs. */
export function useFriends(userId: string) {
  return useQuery({
    queryKey: queryKeys.friends(userId),
    queryFn: async () => (await api.get<FriendsResponse>(`/api/users/${encodeURIComponent(userId)}/friends`)).friends,
  });
}
