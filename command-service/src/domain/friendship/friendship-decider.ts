import { friendRequestId, type FriendshipEvent, USER_NOT_FOUND, FRIEND_REQUEST_NOT_FOUND } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid, InvalidTransition, NotAllowed, NotFound } from '../domain-error.js';
import type { AnswerFriendRequest, FriendshipCommand, RequestFriendship } from './friendship-commands.js';
import { evolveFriendship, initialFriendshipState, type FriendshipState } from './friendship-state.js';

export const CANNOT_BEFRIEND_ONESELF = 'You cannot add yourself as a friend';
export const ALREADY_FRIENDS = 'You are already friends';
export const ALREADY_REQUESTED = 'You have already sent a friend request to this user';
export const REQUESTED_BY_THEM = 'This user has already sent you a friend request: accept it under Requests';
export const NOT_THE_RECEIVER = 'Only the person who received this friend request can answer it';

function decideRequest({ data }: RequestFriendship, state: FriendshipState): FriendshipEvent[] {
  const { requesterId, receiverId } = data;
  if (requesterId === receiverId) throw new Invalid(CANNOT_BEFRIEND_ONESELF);
  if (!state.registeredUsers.has(receiverId)) throw new NotFound(USER_NOT_FOUND);
  if (state.status === 'accepted') throw new InvalidTransition(ALREADY_FRIENDS);
  if (state.status === 'pending') {
    throw new InvalidTransition(state.requesterId === requesterId ? ALREADY_REQUESTED : REQUESTED_BY_THEM);
  }
  return [{ type: 'FriendRequested', data: { requestId: friendRequestId(requesterId, receiverId), requesterId, receiverId } }];
}

function decideAnswer(command: AnswerFriendRequest, state: FriendshipState): FriendshipEvent[] {
  const { requesterId, receiverId } = state;
  if (state.status === 'none' || requesterId === null || receiverId === null) throw new NotFound(FRIEND_REQUEST_NOT_FOUND);
  if (command.data.userId !== receiverId) throw new NotAllowed(NOT_THE_RECEIVER);
  // The requester's account was deleted since: their request went with it.
  if (!state.registeredUsers.has(requesterId)) throw new NotFound(FRIEND_REQUEST_NOT_FOUND);
  if (state.status === 'accepted') throw new InvalidTransition('This friend request was already accepted');
  if (state.status === 'rejected') throw new InvalidTransition('This friend request was already rejected');
  const data = { requestId: command.data.requestId, requesterId, receiverId };
  return [command.type === 'AcceptFriendRequest' ? { type: 'FriendRequestAccepted', data } : { type: 'FriendRequestRejected', data }];
}

/** The friendship between two users: requested by one, then accepted or rejected by the other. */
export const friendshipDecider: Decider<FriendshipCommand, FriendshipState, FriendshipEvent> = {
  decide: (command, state) => (command.type === 'RequestFriendship' ? decideRequest(command, state) : decideAnswer(command, state)),
  evolve: evolveFriendship,
  initialState: initialFriendshipState,
};
