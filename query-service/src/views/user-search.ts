import {
  type FriendshipDocument,
  type FriendUser,
  ReadModel,
  USERNAME_PATTERN,
  type UserDocument,
} from '@iec-bets/contracts';
import type { FindOptions, ReadStore } from '@iec-bets/platform';
import { friendUsersById } from './friend-users.js';

/** What the search box sends to list everyone (capped like any search). */
export const LIST_EVERYONE = '_all';

/** The most users one search answers with: the dropdown shows a handful, the user types more to narrow it. */
export const SEARCH_LIMIT = 20;

/**
 * Everyone `userId` could send a friend request to: not themself, not a friend, not someone with a pending
 * request either way. A rejected request leaves no document, so that person is offered again.
 */
async function unofferableIds(readStore: ReadStore, userId: string): Promise<Set<string>> {
  const [sent, received] = await Promise.all([
    readStore.find<FriendshipDocument>(ReadModel.friendships, { where: { requesterId: userId } }),
    readStore.find<FriendshipDocument>(ReadModel.friendships, { where: { receiverId: userId } }),
  ]);
  return new Set([userId, ...sent.map((doc) => doc.receiverId), ...received.map((doc) => doc.requesterId)]);
}

/**
 * The ids of the first `limit` users the query finds that are not excluded: one page, as large as the limit and
 * the excluded together, holds them whatever the order, so one look-up does.
 */
async function offerableUserIds(
  readStore: ReadStore,
  query: Pick<FindOptions, 'where' | 'orderBy'>,
  excluded: ReadonlySet<string>,
  limit: number,
): Promise<string[]> {
  const page = await readStore.find<UserDocument>(ReadModel.users, { ...query, limit: limit + excluded.size });
  return page.map((doc) => doc.id).filter((id) => !excluded.has(id)).slice(0, limit);
}

/**
 * Users whose username contains `text` (any case), or everyone for `_all`, that `userId` may befriend; at most
 * `limit`. Usernames that start with the text come first: the one being typed toward is usually among them, and a
 * common pair of letters is inside more usernames than one answer holds. Others that hold it follow, as the store's
 * text search index finds them (readModelIndexes). Each group is listed in the store's order of `usernameLower`, the
 * order in which the first group was picked: ordered otherwise (numbers as numbers), a page cut at the limit would
 * list naledi1 to naledi4 and then naledi10, leaving out the naledi5 that sorts before it.
 */
export async function searchUsers(readStore: ReadStore, userId: string, text: string, limit = SEARCH_LIMIT): Promise<FriendUser[]> {
  // Text that no username can hold matches no one, and costs no look-up.
  if (text !== LIST_EVERYONE && !USERNAME_PATTERN.test(text)) return [];
  const lower = text.toLowerCase();
  const excluded = await unofferableIds(readStore, userId);
  if (text === LIST_EVERYONE) {
    return listed(readStore, await offerableUserIds(readStore, { orderBy: [['usernameLower', 'asc']] }, excluded, limit));
  }
  const starting = await offerableUserIds(
    readStore,
    { where: { usernameLower: { $gte: lower, $lt: `${lower}\uffff` } }, orderBy: [['usernameLower', 'asc']] },
    excluded,
    limit,
  );
  const holding =
    starting.length < limit
      ? await offerableUserIds(readStore, { where: { usernameLower: { $contains: lower } } }, new Set([...excluded, ...starting]), limit - starting.length)
      : [];
  return [...(await listed(readStore, starting)), ...(await listed(readStore, holding))];
}

/** As the store orders `usernameLower`: by code unit, as its index does. */
const asStored = (a: FriendUser, b: FriendUser) => {
  const [left, right] = [a.username.toLowerCase(), b.username.toLowerCase()];
  return left < right ? -1 : left > right ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** The users with these ids, in the store's order. */
async function listed(readStore: ReadStore, ids: readonly string[]): Promise<FriendUser[]> {
  if (ids.length === 0) return [];
  return [...(await friendUsersById(readStore, ids)).values()].sort(asStored);
}
