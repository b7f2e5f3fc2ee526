import { z } from 'zod';

/**
 * Friendships live on one stream per pair of users, `friendship-<request id>`. The request id is the pair's two
 * user ids, sorted and joined by `_` (user ids are UUIDs: dashes, never underscores). So the id of a request names
 * its stream, and the command side finds it without a read model; both users reach the same stream whoever asks
 * first, which is what lets the stream's revision refuse two crossing requests. The id names the pair's current
 * request: after a rejection the pair may be requested again under the same id.
 */
export const FRIEND_REQUEST_ID_SEPARATOR = '_';

export function friendRequestId(userA: string, userB: string): string {
  return [userA, userB].sort().join(FRIEND_REQUEST_ID_SEPARATOR);
}

/** The two user ids a request id was built from, or null when it cannot be one. */
export function friendPairOf(requestId: string): [string, string] | null {
  const parts = requestId.split(FRIEND_REQUEST_ID_SEPARATOR);
  if (parts.length !== 2) return null;
  const [first, second] = parts as [string, string];
  if (!first || !second || first >= second) return null;
  return [first, second];
}

const pair = { requestId: z.string(), requesterId: z.string(), receiverId: z.string() };

export const FriendRequested = z.object({ type: z.literal('FriendRequested'), data: z.object(pair) });

/** The receiver said yes: the two are friends from now on. */
export const FriendRequestAccepted = z.object({ type: z.literal('FriendRequestAccepted'), data: z.object(pair) });

/** The receiver said no: the request is gone, and either of the two may ask again later. */
export const FriendRequestRejected = z.object({ type: z.literal('FriendRequestRejected'), data: z.object(pair) });

export const FriendshipEvent = z.discriminatedUnion('type', [FriendRequested, FriendRequestAccepted, FriendRequestRejected]);
export type FriendshipEvent = z.infer<typeof FriendshipEvent>;
export type FriendRequested = z.infer<typeof FriendRequested>;
export type FriendRequestAccepted = z.infer<typeof FriendRequestAccepted>;
export type FriendRequestRejected = z.infer<typeof FriendRequestRejected>;
