import type { DomainEvent, FriendshipEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { Invalid, InvalidTransition, NotFound } from '../domain-error.js';
import type { AnswerFriendRequest, RequestFriendship } from './friendship-commands.js';
import { friendshipDecider } from './friendship-decider.js';
import { NotAllowed } from '../domain-error.js';

const given = specFor(friendshipDecider);
// Sorted as the request id sorts them: 'amara' < 'bongani'.
const amara = 'amara';
const bongani = 'bongani';
const requestId = 'amara_bongani';

const registered = (userId: string): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, username: userId, name: `${userId} name`, email: null, phoneNumber: null, passwordHash: 'scrypt$x' },
});
const request = (requesterId: string, receiverId: string): RequestFriendship => ({ type: 'RequestFriendship', data: { requesterId, receiverId } });
const accept = (userId: string): AnswerFriendRequest => ({ type: 'AcceptFriendRequest', data: { requestId, userId } });
const reject = (userId: string): AnswerFriendRequest => ({ type: 'RejectFriendRequest', data: { requestId, userId } });

const deleted = (userId: string): DomainEvent => ({ type: 'UserDeleted', data: { userId, username: userId } });
const requested = (requesterId: string, receiverId: string): FriendshipEvent => ({ type: 'FriendRequested', data: { requestId, requesterId, receiverId } });
const accepted = (requesterId: string, receiverId: string): FriendshipEvent => ({ type: 'FriendRequestAccepted', data: { requestId, requesterId, receiverId } });
const rejected = (requesterId: string, receiverId: string): FriendshipEvent => ({ type: 'FriendRequestRejected', data: { requestId, requesterId, receiverId } });

const bothRegistered = [registered(amara), registered(bongani)];

describe('requesting a friendship', () => {
  it('records a pending request under the id of the sorted pair, whichever of the two asks', () => {
    given(bothRegistered).when(request(bongani, amara)).then([requested(bongani, amara)]);
    given(bothRegistered).when(request(amara, bongani)).then([requested(amara, bongani)]);
  });

  it('refuses to befriend oneself', () => {
    given(bothRegistered).when(request(amara, amara)).thenThrows(Invalid, 'You cannot add yourself as a friend');
  });

  it('refuses a user who does not exist', () => {
    given([registered(amara)]).when(request(amara, bongani)).thenThrows(NotFound, 'We could not find that user');
  });

  it('refuses a user who deleted their account, a former friend included', () => {
    given([...bothRegistered, deleted(bongani)]).when(request(amara, bongani)).thenThrows(NotFound, 'We could not find that user');
    const friendsThenDeleted = [...bothRegistered, requested(amara, bongani), accepted(amara, bongani), deleted(bongani)];
    given(friendsThenDeleted).when(request(amara, bongani)).thenThrows(NotFound, 'We could not find that user');
  });

  it('refuses users who are already friends, from either side', () => {
    const history = [...bothRegistered, requested(amara, bongani), accepted(amara, bongani)];
    given(history).when(request(amara, bongani)).thenThrows(InvalidTransition, 'You are already friends');
    given(history).when(request(bongani, amara)).thenThrows(InvalidTransition, 'You are already friends');
  });

  it('refuses a second request while one is pending, either way', () => {
    const history = [...bothRegistered, requested(amara, bongani)];
    given(history).when(request(amara, bongani)).thenThrows(InvalidTransition, 'You have already sent a friend request to this user');
    given(history)
      .when(request(bongani, amara))
      .thenThrows(InvalidTransition, 'This user has already sent you a friend request: accept it under Requests');
  });

  it('lets either of the two ask again after a rejection', () => {
    const history = [...bothRegistered, requested(amara, bongani), rejected(amara, bongani)];
    given(history).when(request(amara, bongani)).then([requested(amara, bongani)]);
    given(history).when(request(bongani, amara)).then([requested(bongani, amara)]);
  });
});

describe('answering a friend request', () => {
  const pending = [...bothRegistered, requested(amara, bongani)];

  it('makes friends when the receiver accepts', () => {
    given(pending).when(accept(bongani)).then([accepted(amara, bongani)]);
  });

  it('records a rejection by the receiver', () => {
    given(pending).when(reject(bongani)).then([rejected(amara, bongani)]);
  });

  it('lets only the receiver answer, not the one who asked', () => {
    given(pending).when(accept(amara)).thenThrows(NotAllowed, 'Only the person who received this friend request can answer it');
    given(pending).when(reject(amara)).thenThrows(NotAllowed, 'Only the person who received this friend request can answer it');
  });

  it('lets no outsider answer', () => {
    given(pending).when(accept('chidi')).thenThrows(NotAllowed, 'Only the person who received this friend request can answer it');
  });

  it('refuses a request that was never made', () => {
    given(bothRegistered).when(accept(bongani)).thenThrows(NotFound, 'We could not find that friend request');
    given(bothRegistered).when(reject(bongani)).thenThrows(NotFound, 'We could not find that friend request');
  });

  it('refuses a request whose sender has since deleted their account', () => {
    given([...pending, deleted(amara)]).when(accept(bongani)).thenThrows(NotFound, 'We could not find that friend request');
    given([...pending, deleted(amara)]).when(reject(bongani)).thenThrows(NotFound, 'We could not find that friend request');
  });

  it('refuses to answer a request that is no longer pending', () => {
    const friends = [...pending, accepted(amara, bongani)];
    given(friends).when(accept(bongani)).thenThrows(InvalidTransition, 'This friend request was already accepted');
    given(friends).when(reject(bongani)).thenThrows(InvalidTransition, 'This friend request was already accepted');
    const turnedDown = [...pending, rejected(amara, bongani)];
    given(turnedDown).when(accept(bongani)).thenThrows(InvalidTransition, 'This friend request was already rejected');
    given(turnedDown).when(reject(bongani)).thenThrows(InvalidTransition, 'This friend request was already rejected');
  });

  it('answers the latest request after a rejection and a new request the other way', () => {
    const again = [...pending, rejected(amara, bongani), requested(bongani, amara)];
    given(again).when(accept(amara)).then([accepted(bongani, amara)]);
    given(again).when(accept(bongani)).thenThrows(NotAllowed, 'Only the person who received this friend request can answer it');
  });
});
