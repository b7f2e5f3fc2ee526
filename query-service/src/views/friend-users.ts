import { FriendUser } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { usersById } from './users-by-id.js';

/** The users with these ids as the friends screens show them, by id; ids without a user are left out. */
export async function friendUsersById(readStore: ReadStore, ids: readonly string[]): Promise<Map<string, FriendUser>> {
  const docs = await usersById(readStore, ids);
  return new Map([...docs.values()].map((doc) => [doc.id, FriendUser.parse(doc)]));
}

/** Alphabetical by username, ignoring case: how every list of people on the friends screens is ordered. */
export const byUsername = (a: FriendUser, b: FriendUser) =>
  a.username.toLowerCase().localeCompare(b.username.toLowerCase()) || a.id.localeCompare(b.id);
