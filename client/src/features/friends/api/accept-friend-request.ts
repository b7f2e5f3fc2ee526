import type { FriendRequestOutcome } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isUserResultsKey, queryKeys } from '@/lib/query-keys';

export function useAcceptFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api.put<FriendRequestOutcome>(`/api/friend-requests/${encodeURIComponent(requestId)}/accept`),
    // A new friend shows everywhere friends count: the list, the leaderboard's Friends tab, friends' answers and the
    // Friends tab of Election Predictions.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.friends(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.friendRequests(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard('friends') }),
        queryClient.invalidateQueries({ predicate: (query) => isUserResultsKey(query.queryKey) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.friendActivity(userId) }),
      ]),
  });
}
