import type { FriendRequestOutcome } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Someone picked from the search list (by id), or typed in the invite dialog (by username). */
export type FriendToAsk = { friendId: string } | { friendUsername: string };

export function useSendFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friend: FriendToAsk) => api.post<FriendRequestOutcome>('/api/friendships', friend),
    // The new request is listed under Sent, and its receiver no longer turns up in the search. A refusal (already
    // friends, already asked, asked by them) says the lists on screen were behind: they are read again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sentRequests(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userSearchAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.friendRequests(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.friends(userId) }),
      ]),
  });
}
