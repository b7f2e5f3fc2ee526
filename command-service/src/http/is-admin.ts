import type { EventStore, IsAdmin } from '@iec-bets/platform';
import { loadUser } from '../users/user-lookup.js';

/**
 * The command side's answer to "is this user an admin right now": read from their own event stream on every call,
 * so a revocation takes effect at once and an admin check right after a grant does not wait for the projector.
 */
export function isAdminByLog(eventStore: EventStore): IsAdmin {
  return async (userId) => (await loadUser(eventStore, userId))?.isAdmin === true;
}
