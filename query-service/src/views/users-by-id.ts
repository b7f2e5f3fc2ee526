import { ReadModel, type UserDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/**
 * The users named by `ids`, by id, in one look-up: each id asked once however often it is named, and none asked
 * when there is none. Ids without a user (an account deleted since, or not projected yet) are left out, so each
 * view decides what such a name reads as.
 */
export async function usersById(readStore: ReadStore, ids: Iterable<string>): Promise<Map<string, UserDocument>> {
  const unique = [...new Set(ids)];
  const users = unique.length === 0 ? [] : await readStore.getMany<UserDocument>(ReadModel.users, unique);
  return new Map(users.map((user) => [user.id, user]));
}
