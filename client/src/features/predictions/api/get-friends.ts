import type { FriendsResponse } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The user's friends: their count labels the Friends tab, their ids pick out the friends' comments. */
export function useFriends(userId: string) {
  return useQuery({
    queryKey: queryKeys.friends(userId),
    queryFn: async () => (await api.get<FriendsResponse>(`/api/users/${encodeURIComponent(userId)}/friends`)).friends,
  });
}
