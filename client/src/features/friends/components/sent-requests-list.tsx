import type { FriendRequest } from '@iec-bets/contracts';
import { formatLongDate } from '@/lib/dates';
import { PersonName } from './person-name';

/** The user's own requests still waiting for an answer. */
export function SentRequestsList({ requests }: { requests: FriendRequest[] }) {
  if (requests.length === 0) {
    return (
      <div className="card empty-state">
        <h2>No Sent Requests</h2>
        <p className="muted">Requests you send wait here until they are answered.</p>
      </div>
    );
  }
  return (
    <ul className="plain-list people-list card" aria-label="Sent requests">
      {requests.map((request) => (
        <li key={request.id} className="person-row">
          <PersonName person={request.receiver} />
          <span className="muted request-date">Sent {formatLongDate(request.createdAt)}</span>
          <span className="badge pending-badge">Pending</span>
        </li>
      ))}
    </ul>
  );
}
