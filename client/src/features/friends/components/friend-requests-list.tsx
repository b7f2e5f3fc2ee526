import type { FriendRequest } from '@iec-bets/contracts';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/dates';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useRejectFriendRequest } from '../api/reject-friend-request';
import { PersonName } from './person-name';

/** Requests others sent the user, each to accept or reject; `framed` false when it sits in a card of its caller's. */
export function FriendRequestsList({ userId, requests, framed = true }: { userId: string; requests: FriendRequest[]; framed?: boolean }) {
  const accept = useAcceptFriendRequest(userId);
  const reject = useRejectFriendRequest(userId);
  const toast = useToast();
  const busy = accept.isPending || reject.isPending;

  function accepted(request: FriendRequest) {
    accept.mutate(request.id, {
      onSuccess: () => toast({ title: 'Friend Request Accepted', description: `You and ${request.requester.name} are now friends.` }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to accept friend request'), variant: 'destructive' }),
    });
  }

  function rejected(request: FriendRequest) {
    reject.mutate(request.id, {
      onSuccess: () => toast({ title: 'Friend Request Rejected', description: `You rejected ${request.requester.name}'s request.` }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to reject friend request'), variant: 'destructive' }),
    });
  }

  if (requests.length === 0) {
    return (
      <div className="card empty-state">
        <h2>No Friend Requests</h2>
        <p className="muted">When someone asks to be your friend, it shows here.</p>
      </div>
    );
  }
  return (
    <ul className={framed ? 'plain-list people-list card' : 'plain-list people-list'} aria-label="Friend requests">
      {requests.map((request) => (
        <li key={request.id} className="person-row">
          <PersonName person={request.requester} id={`requester-${request.id}`} />
          <span className="muted request-date">Sent {formatLongDate(request.createdAt)}</span>
          <span className="request-actions">
            <PendingButton
              className="button primary small"
              pending={busy}
              aria-describedby={`requester-${request.id}`}
              onClick={() => accepted(request)}
            >
              Accept
            </PendingButton>
            <PendingButton
              className="button secondary small"
              pending={busy}
              aria-describedby={`requester-${request.id}`}
              onClick={() => rejected(request)}
            >
              Reject
            </PendingButton>
          </span>
        </li>
      ))}
    </ul>
  );
}
