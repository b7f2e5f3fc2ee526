import type { EventStore } from '@iec-bets/platform';
import { forbidden, requireUser } from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';
import { loadUser } from '../users/user-lookup.js';

/**
 * The signed-in user's id when they are an admin right now. Read from their own event stream on every call, so a
 * revocation takes effect at once and nothing the client sends can claim the right.
 */
export async function requireAdmin(eventStore: EventStore, request: FastifyRequest): Promise<string> {
  const userId = requireUser(request);
  const user = await loadUser(eventStore, userId);
  if (!user?.isAdmin) throw forbidden('Admins only');
  return userId;
}
