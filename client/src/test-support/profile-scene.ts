import type { FakeApi } from './fake-api';
import { aStats, aUser } from './fixtures';

/**
 * The server side of user-1's profile as it opens, before the test's own part: who is signed in, their figures, no
 * answers yet, and the landing page's public reads, which a log-out or a deleted account goes back to.
 */
export function stageProfile(server: FakeApi): void {
  server.on('GET /api/auth/me', { body: aUser() });
  server.on('GET /api/users/user-1/stats', { body: { stats: aStats() } });
  server.on('GET /api/users/user-1/history', { body: { history: [] } });
  server.on('GET /api/questions/today', { body: [] });
  server.on('GET /api/questions/public', { body: [] });
  server.on('GET /api/comments/public', { body: {} });
}
