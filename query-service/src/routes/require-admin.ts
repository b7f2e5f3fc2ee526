import { ReadModel, type UserDocument } from '@iec-bets/contracts';
import { forbidden, requireUser, type ReadStore } from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';

/**
 * The signed-in user's id when the users read model says they are an admin: 401 for a visitor, 403 for anyone
 * else. Checked on the server for every admin read, never taken from the client.
 */
export async function requireAdminReader(readStore: ReadStore, request: FastifyRequest): Promise<string> {
  const userId = requireUser(request);
  const user = await readStore.get<UserDocument>(ReadModel.users, userId);
  if (!user?.isAdmin) throw forbidden('Admins only');
  return userId;
}
