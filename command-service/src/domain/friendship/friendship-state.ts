import type { DomainEvent } from '@iec-bets/contracts';

/**
 * A pair of users as its stream tells it, plus which users exist (from the user streams read as context). After a
 * rejection the pair is `rejected` until someone asks again: the last request is remembered so that answering it
 * twice is a conflict, not a "not found".
 */
export type FriendshipStatus = 'none' | 'pending' | 'accepted' | 'rejected';

export interface FriendshipState {
  status: FriendshipStatus;
  /** Who asked and who was asked in the latest request; null before any. */
  requesterId: string | null;
  receiverId: string | null;
  /** Users whose registration the context streams showed, less those whose deletion they showed since. */
  registeredUsers: ReadonlySet<string>;
}

export const initialFriendshipState = (): FriendshipState => ({
  status: 'none',
  requesterId: null,
  receiverId: null,
  registeredUsers: new Set(),
});

export function evolveFriendship(state: FriendshipState, event: DomainEvent): FriendshipState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registeredUsers: new Set([...state.registeredUsers, event.data.userId]) };
    case 'UserDeleted': {
      // A deleted account's friendships end with it (the read models drop them); none can be started or answered.
      const registeredUsers = new Set(state.registeredUsers);
      registeredUsers.delete(event.data.userId);
      return { ...state, registeredUsers };
    }
    case 'FriendRequested':
      return { ...state, status: 'pending', requesterId: event.data.requesterId, receiverId: event.data.receiverId };
    case 'FriendRequestAccepted':
      return { ...state, status: 'accepted' };
    case 'FriendRequestRejected':
      return { ...state, status: 'rejected' };
    default:
      return state;
  }
}
