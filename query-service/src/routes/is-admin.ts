import { ReadModel, type UserDocument } from '@iec-bets/contracts';
import type { IsAdmin, ReadStore } from '@iec-bets/platform';

/** The query side's answer to "is this user an admin right now": the users read model, checked on every admin read. */
export function isAdminByReadModel(readStore: ReadStore): IsAdmin {
  return async (userId) => (await readStore.get<UserDocument>(ReadModel.users, userId))?.isAdmin === true;
}
