import fastifyStatic from '@fastify/static';
import { pageRoutes } from '@iec-bets/query-service';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { sep } from 'node:path';

/**
 * Files under assets/ carry a hash of their content in their name, so a browser may keep them for good; everything
 * else (sw.js, the icon) is checked on each visit, so a new release reaches everyone at once.
 */
function cachePolicy(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web client's files, and every other GET that is not an API call as a page of the app (the
 * query-service's page routes: index.html with the session's user in it), so that deep links such as /leaderboard
 * load the app. A catch-all route rather than a not-found handler, so that the server's own not-found answer stays
 * in place for every other method.
 */
export const serveClient = fp(
  async function serveClient(
    app: FastifyInstance,
    options: { clientDir: string; logHead?: () => Promise<number>; cookieSecure?: boolean; publicOrigin?: string | undefined },
  ) {
    if (existsSync(options.clientDir)) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        wildcard: false,
        // index.html is the pages' template, never a file of its own: a page always carries its user. ssr/ is the
        // server's renderer, read from disk, not sent.
        globIgnore: ['index.html', 'index.html.*', 'ssr/**'],
        index: false,
        // The build writes .br and .gz beside every file; a browser gets the smallest one it accepts.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => reply.header('cache-control', cachePolicy(path)),
      });
    }
    const { clientDir, logHead, cookieSecure, publicOrigin } = options;
    await app.register(pageRoutes, { clientDir, logHead, cookieSecure, publicOrigin });
  },
  { name: 'serve-client' },
);
