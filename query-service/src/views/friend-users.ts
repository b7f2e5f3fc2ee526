import { FriendUser } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { usersById } from './users-by-id.js';

/** The users with these ids as the friends screens show them, by id; ids without a user are left out. */
export async function friendUsersById(readStore: ReadStore, ids: readonly string[]): Promise<Map<string, FriendUser>> {
  const docs = await usersById(readStore, ids);
  return new Map([...docs.values()].map((doc) => [doc.id, FriendUser.parse(doc)]));
}

/** Ignores case, and reads a run of digits as a number, so user2 comes before user10 as a reader expects. */
const usernameOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Alphabetical by username, numbers in order: how the friends screens' lists, which show every entry, are ordered.
 * The user search, cut at its limit, keeps the store's order instead (user-search.ts).
 */
export const byUsername = (a: FriendUser, b: FriendUser) => usernameOrder.compare(a.username, b.username) || a.id.localeCompare(b.id);
