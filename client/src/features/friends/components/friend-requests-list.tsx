import type { FriendRequest } from '@iec-bets/contracts';
import { PendingButton } from '@/components/form/pending-button';
import { formatLongDate } from '@/lib/dates';
import type { FriendRequestAnswers } from '../hooks/use-friend-request-answers';
import { PersonName } from './person-name';

/**
 * Requests others sent the user, each to accept or reject through `answers` (held by the screen, which outlives this
 * list); `framed` false when it sits in a card of its caller's.
 */
export function FriendRequestsList({
  requests,
  answers,
  framed = true,
}: {
  requests: FriendRequest[];
  answers: FriendRequestAnswers;
  framed?: boolean;
}) {
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
              pending={answers.busy}
              aria-describedby={`requester-${request.id}`}
              onClick={() => answers.accept(request)}
            >
              Accept
            </PendingButton>
            <PendingButton
              className="button secondary small"
              pending={answers.busy}
              aria-describedby={`requester-${request.id}`}
              onClick={() => answers.reject(request)}
            >
              Reject
            </PendingButton>
          </span>
        </li>
      ))}
    </ul>
  );
}
