import { ReadModel, type FriendshipDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/** Ids of the users `userId` is friends with (accepted requests, whichever side sent them), sorted. */
export async function friendIdsOf(readStore: ReadStore, userId: string): Promise<string[]> {
  // A filter is a conjunction, so the two sides of the pair are two indexed look-ups.
  const [sent, received] = await Promise.all([
    readStore.find<FriendshipDocument>(ReadModel.friendships, { where: { requesterId: userId, status: 'accepted' } }),
    readStore.find<FriendshipDocument>(ReadModel.friendships, { where: { receiverId: userId, status: 'accepted' } }),
  ]);
  return [...sent.map((doc) => doc.receiverId), ...received.map((doc) => doc.requesterId)].sort();
}
