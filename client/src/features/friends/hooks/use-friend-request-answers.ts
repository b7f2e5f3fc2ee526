import type { FriendRequest } from '@iec-bets/contracts';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useRejectFriendRequest } from '../api/reject-friend-request';

export interface FriendRequestAnswers {
  accept: (request: FriendRequest) => void;
  reject: (request: FriendRequest) => void;
  /** An answer is on its way: the other rows wait, so that two answers never cross. */
  busy: boolean;
}

/**
 * Accepting and rejecting, with their toasts, held by the screen rather than by a list of requests: on a desktop the
 * requests' column goes once the last one is answered, and a list that has gone takes its callbacks with it, so the
 * "Friend Request Accepted" that ends the action would never be said.
 */
export function useFriendRequestAnswers(userId: string): FriendRequestAnswers {
  const accepting = useAcceptFriendRequest(userId);
  const rejecting = useRejectFriendRequest(userId);
  const toast = useToast();

  return {
    accept: (request) =>
      accepting.mutate(request.id, {
        onSuccess: () => toast({ title: 'Friend Request Accepted', description: `You and ${request.requester.name} are now friends.` }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to accept friend request'), variant: 'destructive' }),
      }),
    reject: (request) =>
      rejecting.mutate(request.id, {
        onSuccess: () => toast({ title: 'Friend Request Rejected', description: `You rejected ${request.requester.name}'s request.` }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to reject friend request'), variant: 'destructive' }),
      }),
    busy: accepting.isPending || rejecting.isPending,
  };
}
