import {
  type FriendshipDocument,
  type FriendUser,
  ReadModel,
  USERNAME_PATTERN,
  type UserDocument,
  type UsernameSuffixDocument,
} from '@iec-bets/contracts';
import type { FindOptions, ReadStore } from '@iec-bets/platform';
import { byUsername, friendUsersById } from './friend-users.js';

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
 * Walks a sorted collection page by page, collecting distinct user ids that are not excluded, until `limit` are
 * found or the documents run out. A page is sized so that, excluded ids aside, it usually suffices on its own.
 */
async function collectUserIds<D extends { id: string }>(
  readStore: ReadStore,
  collection: string,
  query: Pick<FindOptions, 'where' | 'orderBy'>,
  userIdOf: (doc: D) => string,
  excluded: ReadonlySet<string>,
  limit: number,
): Promise<string[]> {
  const pageSize = limit + excluded.size + 10;
  const found = new Set<string>();
  for (let offset = 0; ; offset += pageSize) {
    const page = await readStore.find<D>(collection, { ...query, limit: pageSize, offset });
    for (const doc of page) {
      const id = userIdOf(doc);
      if (!excluded.has(id)) found.add(id);
      if (found.size === limit) return [...found];
    }
    if (page.length < pageSize) return [...found];
  }
}

/**
 * Users whose username contains `text` (any case), or everyone for `_all`, that `userId` may befriend; at most
 * `limit`, alphabetical.
 */
export async function searchUsers(readStore: ReadStore, userId: string, text: string, limit = SEARCH_LIMIT): Promise<FriendUser[]> {
  // Text that no username can hold matches no one; checked before a range of ids is made of it, since text with the
  // ids' separator in it (USERNAME_SUFFIX_SEPARATOR) would reach past a suffix into user ids.
  if (text !== LIST_EVERYONE && !USERNAME_PATTERN.test(text)) return [];
  const lower = text.toLowerCase();
  const excluded = await unofferableIds(readStore, userId);
  const ids =
    text === LIST_EVERYONE
      ? await collectUserIds<UserDocument>(readStore, ReadModel.users, { orderBy: [['usernameLower', 'asc']] }, (doc) => doc.id, excluded, limit)
      : await collectUserIds<UsernameSuffixDocument>(
          readStore,
          ReadModel.usernameSuffixes,
          // Every suffix that starts with the text, by the ids that start with it: the usernames that contain it.
          { where: { id: { $gte: lower, $lt: `${lower}\uffff` } }, orderBy: [['id', 'asc']] },
          (doc) => doc.userId,
          excluded,
          limit,
        );
  const users = await friendUsersById(readStore, ids);
  return [...users.values()].sort(byUsername);
}
