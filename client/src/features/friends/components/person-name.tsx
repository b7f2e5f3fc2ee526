import type { FriendUser } from '@iec-bets/contracts';
import { AdminBadge } from '@/components/admin-badge';

/** A person as the friends screen names them: full name, @username and the Admin badge. */
export function PersonName({ person, id }: { person: FriendUser; id?: string }) {
  return (
    <span className="person-name" id={id}>
      <strong>{person.name}</strong> <span className="muted">@{person.username}</span> <AdminBadge isAdmin={person.isAdmin} />
    </span>
  );
}
