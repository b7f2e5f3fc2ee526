import {
  celebrationDocumentId,
  celebrationIdOf,
  parseCelebrationId,
  ReadModel,
  type CelebrationDocument,
  type RecordedEvent,
} from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, FindQuery, Projection, ReadModelView, Target } from '../projection.js';
import { deletedAccountRead, isDeletedAccount } from './deleted-accounts-projection.js';

/** For an accepted friendship: whose document it is, and the friend. */
interface Friendship {
  userId: string;
  friendId: string;
}
/** Nothing for the other events. */
type FriendContext = Friendship | undefined;

function friendCelebration(
  event: Extract<RecordedEvent, { type: 'FriendRequestAccepted' }>,
  { userId, friendId }: Friendship,
): Evolved<CelebrationDocument> {
  return {
    id: celebrationDocumentId(userId, { friendId }),
    userId,
    kind: 'friend',
    celebrationId: celebrationIdOf({ type: 'new_friend', friendId, position: event.position }),
    occurredAt: event.metadata.occurredAt,
    seen: false,
    questionId: null,
    optionId: null,
    correctOptionId: null,
    millipoints: null,
    friendId,
  };
}

/**
 * The document an acknowledgement is about. Answer results are worked out when asked for and their acknowledgements
 * kept with the marks, as are ranks and milestones (celebration marks).
 */
function acknowledgedDocumentId(userId: string, celebrationId: string): string | undefined {
  const key = parseCelebrationId(celebrationId);
  return key?.type === 'new_friend' ? celebrationDocumentId(userId, { friendId: key.friendId }) : undefined;
}

const ofUser = (userId: string) => ({ collection: ReadModel.celebrations, where: { userId } });

function targetsOfQuery(view: ReadModelView, query: { collection: string } & FindQuery): Array<Target<FriendContext>> {
  return view.find<CelebrationDocument>(query.collection, query).map((doc) => ({ id: doc.id, context: undefined }));
}

function evolveCelebration(
  current: CelebrationDocument | undefined,
  event: RecordedEvent,
  context: FriendContext,
): Evolved<CelebrationDocument> | CelebrationDocument | undefined {
  switch (event.type) {
    case 'FriendRequestAccepted':
      return context ? friendCelebration(event, context) : current;
    case 'CelebrationSeen':
      return current && current.celebrationId === event.data.celebrationId && !current.seen ? { ...current, seen: true } : current;
    case 'UserDeleted':
      return undefined;
    default:
      return current;
  }
}

/**
 * The friendships each user is to be told of once (the requests of theirs accepted), until they acknowledge it. Their answers' results are worked out
 * from the answers and the questions' resolutions when asked for, and the query side adds rank and accuracy, which
 * it works out from the statistics: a resolution writes nothing here.
 */
export const celebrationsProjection: Projection<CelebrationDocument, FriendContext> = {
  collection: ReadModel.celebrations,
  canHandle: new Set(['FriendRequestAccepted', 'CelebrationSeen', 'UserDeleted']),
  reads: (event) => {
    switch (event.type) {
      case 'UserDeleted':
        return [ofUser(event.data.userId)];
      case 'FriendRequestAccepted': {
        const { requesterId, receiverId } = event.data;
        return [
          { collection: ReadModel.celebrations, id: celebrationDocumentId(requesterId, { friendId: receiverId }) },
          deletedAccountRead(requesterId),
          deletedAccountRead(receiverId),
        ] satisfies DeclaredRead[];
      }
      case 'CelebrationSeen': {
        const id = acknowledgedDocumentId(event.data.userId, event.data.celebrationId);
        return id === undefined ? [] : [{ collection: ReadModel.celebrations, id }];
      }
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'UserDeleted':
        return targetsOfQuery(view, ofUser(event.data.userId));
      case 'FriendRequestAccepted': {
        const { requesterId, receiverId } = event.data;
        // Accepted as the other account was deleted (an acceptance let in before its sessions ended): no friendship
        // outlives the account, so there is none to celebrate.
        if (isDeletedAccount(view, requesterId, receiverId)) return [];
        // The one who asked is told; the one who accepted did it themselves, and the app told them so at once
        // ("Friend Request Accepted"): a "New friend!" popup after it said the same twice.
        return [{ id: celebrationDocumentId(requesterId, { friendId: receiverId }), context: { userId: requesterId, friendId: receiverId } }];
      }
      case 'CelebrationSeen': {
        const id = acknowledgedDocumentId(event.data.userId, event.data.celebrationId);
        return id === undefined ? [] : [{ id, context: undefined }];
      }
      default:
        return [];
    }
  },
  evolve: evolveCelebration,
};
