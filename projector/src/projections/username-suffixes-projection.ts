import { ReadModel, type RecordedEvent, type UsernameSuffixDocument, usernameSuffixId } from '@iec-bets/contracts';
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
  return Array.from({ length: count }, (_, start) => {
    const suffix = lower.slice(start);
    return { id: usernameSuffixId(suffix, userId), userId, suffix };
  });
}

/**
 * Every suffix of every lowercased username, so that "usernames containing X" becomes "suffixes starting with X":
 * a range look-up instead of a scan of all users. Usernames never change, so a registration writes its suffixes once
 * (at most 29 for the longest, 30-character names). The suffix leads the document's id, so the range is one of ids,
 * which the store's primary key serves: a second index, on the suffix, cost every registration one more write at a
 * random place per suffix, the largest part of a replay's writes (about eight suffixes a user).
 */
export const usernameSuffixesProjection: Projection<UsernameSuffixDocument, Suffix> = {
  collection: ReadModel.usernameSuffixes,
  // A suffix document is the suffix and its user, nothing else: written without being read first.
  writesWithoutReading: true,
  reads: () => [],
  targets: (event) => suffixesOf(event).map((suffix) => ({ id: suffix.id, context: suffix })),
  // A deleted user leaves the search.
  evolve: (_current, event, suffix) => (event.type === 'UserDeleted' ? undefined : { ...suffix }),
};
