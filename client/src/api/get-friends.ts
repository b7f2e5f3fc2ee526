import type { FriendsResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** The user's accepted friends: the friends screen lists them and the leaderboard counts them on its Friends tab. */
export function useFriends(userId: string) {
  return useQuery({
    queryKey: queryKeys.friends(userId),
    queryFn: async () => (await api.get<FriendsResponse>(`/api/users/${encodeURIComponent(userId)}/friends`)).friends,
  });
}
