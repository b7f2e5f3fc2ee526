import type { FriendUser } from '@iec-bets/contracts';
import { PersonName } from './person-name';

export function FriendsList({ friends }: { friends: FriendUser[] }) {
  return (
    <section className="card" aria-labelledby="my-friends-title">
      <h2 id="my-friends-title">My Friends</h2>
      {friends.length === 0 ? (
        <p className="muted">No friends yet. Search for people you know by their username, or invite them.</p>
      ) : (
        <ul className="plain-list people-list" aria-label="My friends">
          {friends.map((friend) => (
            <li key={friend.id} className="person-row">
              <PersonName person={friend} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
