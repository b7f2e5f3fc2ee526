import { ReadModel, type RecordedEvent, type UsernameSuffixDocument } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

/** The shortest text the user search looks for; shorter suffixes would never be asked for. */
export const SHORTEST_SEARCH = 2;

type Suffix = Evolved<UsernameSuffixDocument>;

/** The searchable suffixes of a registered user's lowercased username, each with its document id. */
function suffixesOf(event: RecordedEvent): Suffix[] {
  if (event.type !== 'UserRegistered' && event.type !== 'UserDeleted') return [];
  const { userId, username } = event.data;
  const lower = username.toLowerCase();
  const count = Math.max(lower.length - SHORTEST_SEARCH + 1, 0);
  return Array.from({ length: count }, (_, start) => ({ id: `${userId}:${start}`, userId, suffix: lower.slice(start) }));
}

/**
 * Every suffix of every lowercased username, so that "usernames containing X" becomes "suffixes starting with X":
 * an indexed range look-up instead of a scan of all users. Usernames never change, so a registration writes its
 * suffixes once (at most 29 for the longest, 30-character names).
 */
export const usernameSuffixesProjection: Projection<UsernameSuffixDocument, Suffix> = {
  collection: ReadModel.usernameSuffixes,
  reads: (event) => suffixesOf(event).map(({ id }) => ({ collection: ReadModel.usernameSuffixes, id })),
  targets: (event) => suffixesOf(event).map((suffix) => ({ id: suffix.id, context: suffix })),
  // A second registration of the same user id (which the command side never writes) changes nothing.
  // A deleted user leaves the search.
  evolve: (current, event, suffix) => (event.type === 'UserDeleted' ? undefined : (current ?? { ...suffix })),
};
