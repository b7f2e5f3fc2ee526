import type { LandingData, PageReads, User } from '@iec-bets/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { keepPageReads } from '@/lib/page-reads';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { loadMemberParts } from './app/lazy-member-parts';
import { seedQueryCache } from './app/page-data';

/**
 * The app at `path` as HTML, from a query cache already holding what it shows. `prerender` rather than
 * `renderToString`: it waits for any lazy part, so the page arrives whole.
 *
 * Every part goes in its place in the markup. By default React sends a part larger than `progressiveChunkSize`
 * (about 12 kB) after the rest, hidden, with inline scripts that move it into place; the CSP (no inline script)
 * refuses those, and the page would keep a hidden copy of itself. A page that still holds a script is refused here, so
 * that the browser paints it instead.
 */
async function renderApp(path: string, queryClient: QueryClient): Promise<string> {
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // React would log a part that fails and send its fallback for the browser to render: here the caller hears of it.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} Router={AtPath} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void failures.push(error) },
  );
  const html = await new Response(prelude).text();
  if (failures.length > 0) throw failures[0];
  if (html.includes('<script')) throw new Error(`The page at ${path} was rendered with an inline script, which the CSP refuses`);
  return html;
}

/**
 * The visitor's landing page as HTML, rendered by the server (the query-service loads this file from the build's
 * ssr/ folder) from the same data it then sends beside it for the client to hydrate with.
 */
export async function renderLanding(path: string, landing: LandingData): Promise<string> {
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, { user: null, landing });
  try {
    return await renderApp(path, queryClient);
  } finally {
    queryClient.clear();
  }
}

/**
 * The page's reads are kept in one place for the client's requests to find (lib/page-reads.ts), one page's at a
 * time: a browser holds one page, but this server renders many at once. So one member's screen is filled in at a
 * time, each while the reads in that place are that member's own, and the place is emptied after.
 */
let filling: Promise<unknown> = Promise.resolve();

/**
 * Whether a screen can be drawn from its first reads: all of them carried by the page. The session's read is the
 * cache's first; a screen that starts no read of its own has nothing to draw from.
 */
const drawable = (screenQueries: Query[]) =>
  screenQueries.length > 1 && screenQueries.every((query) => query.state.status === 'success');

/**
 * A query cache holding what a member's screen at `path` (and `search`) shows, filled by the client's own route preloading
 * (app/member-preloads.ts) from the reads the page carries: the same reads, under the same keys, that the browser
 * then fills its own cache with. Null when a read the screen starts with is not among them (it was left out behind
 * the log's head, or failed), or when the screen starts none (its route preloads nothing): the browser makes its reads
 * itself, and the page goes without a picture.
 */
async function cacheForMemberScreen(path: string, search: string, user: User, reads: PageReads): Promise<QueryClient | null> {
  const { startNavPreloads, startPreloads } = await loadMemberParts();
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, { user });
  let screenQueries: Query[] = [];
  const filled = filling.then(async () => {
    keepPageReads(reads);
    try {
      // Only the reads: the screens' chunks are loaded by the render itself.
      await Promise.allSettled(startPreloads(path, { queryClient, user }, user, search));
      screenQueries = queryClient.getQueryCache().getAll();
      if (drawable(screenQueries)) await Promise.allSettled(startNavPreloads({ queryClient, user }, user));
    } finally {
      keepPageReads(undefined);
    }
  });
  filling = filled.catch(() => undefined);
  await filled;
  if (!drawable(screenQueries)) {
    queryClient.clear();
    return null;
  }
  // A navigation read the page did not carry is left to the app: the picture draws no badge from it.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'success') queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  return queryClient;
}

/**
 * A signed-in member's screen at `path` as HTML, drawn from the reads their page carries: the picture the page shows
 * while its scripts arrive (app/page-snapshot.ts), so that a phone shows the member's data as soon as the page and
 * its stylesheet are in. Null when it would show no more than a spinner: a screen whose reads the page does not
 * carry in full, or whose route has no first reads to carry.
 *
 * Drawn with the page's query string (`search`), which picks a screen's tab or board (/profile?tab=settings,
 * /leaderboard?scope=friends): drawn from the path alone, the picture showed the first tab, and the app then swapped
 * the one asked for in.
 */
export async function renderMemberScreen(path: string, user: User, reads: PageReads, search = ''): Promise<string | null> {
  const queryClient = await cacheForMemberScreen(path, search, user, reads);
  if (!queryClient) return null;
  try {
    const html = await renderApp(path + search, queryClient);
    return html.includes('class="loading-screen"') ? null : html;
  } finally {
    queryClient.clear();
  }
}
