import { type FriendRequest, type FriendshipDocument, ReadModel } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { friendUsersById } from './friend-users.js';

/** Pending requests `userId` received (`received`) or sent (`sent`), newest first, with both people in full. */
export async function pendingRequests(readStore: ReadStore, userId: string, side: 'received' | 'sent'): Promise<FriendRequest[]> {
  const docs = await readStore.find<FriendshipDocument>(ReadModel.friendships, {
    where: { [side === 'received' ? 'receiverId' : 'requesterId']: userId, status: 'pending' },
    orderBy: [['createdAt', 'desc']],
  });
  const users = await friendUsersById(readStore, docs.flatMap((doc) => [doc.requesterId, doc.receiverId]));
  return docs.flatMap((doc) => {
    const requester = users.get(doc.requesterId);
    const receiver = users.get(doc.receiverId);
    return requester && receiver ? [{ id: doc.id, createdAt: doc.createdAt, requester, receiver }] : [];
  });
}
