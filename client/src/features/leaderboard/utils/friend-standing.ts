import type { FriendRequest, FriendUser } from '@iec-bets/contracts';

/** Where the reader stands with another player: what a player card offers to do about it. */
export type FriendStanding = 'friends' | 'asked-them' | 'they-asked' | 'none';

/** The reader's friends and both lists of their pending requests, as the Friends screen holds them. */
export interface FriendLists {
  friends: readonly FriendUser[];
  sent: readonly FriendRequest[];
  received: readonly FriendRequest[];
}

export function friendStandingOf(playerId: string, { friends, sent, received }: FriendLists): FriendStanding {
  if (friends.some((friend) => friend.id === playerId)) return 'friends';
  if (sent.some((request) => request.receiver.id === playerId)) return 'asked-them';
  if (received.some((request) => request.requester.id === playerId)) return 'they-asked';
  return 'none';
}
