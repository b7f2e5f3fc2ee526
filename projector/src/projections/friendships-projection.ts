import { type FriendshipDocument, ReadModel, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, FindQuery, Projection } from '../projection.js';
import { deletedAccountRead, isDeletedAccount } from './deleted-accounts-projection.js';

function requestIdOf(event: RecordedEvent): string | undefined {
  switch (event.type) {
    case 'FriendRequested':
    case 'FriendRequestAccepted':
    case 'FriendRequestRejected':
      return event.data.requestId;
    default:
      return undefined;
  }
}

/** Every friendship and request a user is part of, from either side. */
function friendshipsOf(userId: string): Array<{ collection: string } & FindQuery> {
  return [
    { collection: ReadModel.friendships, where: { requesterId: userId } },
    { collection: ReadModel.friendships, where: { receiverId: userId } },
  ];
}

function evolveFriendship(
  current: FriendshipDocument | undefined,
  event: RecordedEvent,
): Evolved<FriendshipDocument> | FriendshipDocument | undefined {
  switch (event.type) {
    case 'FriendRequested': {
      const { requestId, requesterId, receiverId } = event.data;
      return { id: requestId, requesterId, receiverId, status: 'pending', createdAt: event.metadata.occurredAt, respondedAt: null };
    }
    case 'FriendRequestAccepted':
      return current && { ...current, status: 'accepted', respondedAt: event.metadata.occurredAt };
    case 'FriendRequestRejected':
      // Nothing is left to show of a rejected request, and the pair may start over.
      return undefined;
    case 'UserDeleted':
      // Neither friend nor request outlives the account.
      return undefined;
    default:
      return current;
  }
}

/** Pending friend requests and accepted friendships, one document per pair of users. */
export const friendshipsProjection: Projection<FriendshipDocument> = {
  collection: ReadModel.friendships,
  canHandle: new Set(['FriendRequested', 'FriendRequestAccepted', 'FriendRequestRejected', 'UserDeleted']),
  reads: (event) => {
    if (event.type === 'UserDeleted') return friendshipsOf(event.data.userId);
    const id = requestIdOf(event);
    if (id === undefined) return [];
    const request = { collection: ReadModel.friendships, id };
    if (event.type !== 'FriendRequested') return [request];
    return [request, deletedAccountRead(event.data.requesterId), deletedAccountRead(event.data.receiverId)];
  },
  targets: (event, view) => {
    if (event.type === 'UserDeleted') {
      return friendshipsOf(event.data.userId)
        .flatMap((query) => view.find<FriendshipDocument>(ReadModel.friendships, query))
        .map((friendship) => ({ id: friendship.id, context: undefined }));
    }
    // A request recorded after either account's deletion (one let in before it): neither friend nor request outlives
    // the account, and none is started after it.
    if (event.type === 'FriendRequested' && isDeletedAccount(view, event.data.requesterId, event.data.receiverId)) return [];
    const id = requestIdOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: evolveFriendship,
};
