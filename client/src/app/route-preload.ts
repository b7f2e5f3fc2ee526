import type { User } from '@iec-bets/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { loadMemberParts } from './lazy-member-parts';
import { loadScreen } from './screen-loaders';

export interface PreloadContext {
  queryClient: QueryClient;
  user: User | null;
}

/**
 * Starts what the screen at `path` needs, its chunk and its data together, so that neither waits for the other.
 * Called when a route is navigated to and when a link to it is pointed at or focused; calling it again costs little:
 * a chunk loads once, and a read already fresh in the cache is not asked again. Settles once all it started has
 * (the app does not wait for it; a test does).
 */
export async function preloadRoute(path: string, context: PreloadContext): Promise<void> {
  const { user } = context;
  if (!user) return;
  // Which reads a screen needs is in the members' chunk, which a member's page names for the browser to fetch
  // beside the entry (and every member screen needs anyway): a visitor's landing page carries none of it.
  const { startPreloads } = await loadMemberParts();
  await Promise.allSettled(startPreloads(path, context, user));
}

/**
 * Every member screen's chunk the navigation leads to, for a member whose app has loaded: a click on a tab then
 * waits for its data alone, one round trip, not for its chunk and then its data. The admin dashboard's only for
 * admins, who alone have its tab. Settles once all have loaded.
 */
export async function preloadNavigationChunks(user: User): Promise<void> {
  const { adminDashboard, ...memberScreens } = loadScreen;
  await Promise.allSettled([...Object.values(memberScreens).map((load) => load()), ...(user.isAdmin ? [adminDashboard()] : [])]);
}
