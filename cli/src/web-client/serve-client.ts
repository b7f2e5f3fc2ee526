import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>IEC Bets</title>' +
  '<p>The web client is not built yet: run <code>npm run build</code>.</p></html>';

/**
 * Files under assets/ carry a hash of their content in their name, so a browser may keep them for good; everything
 * else (index.html, sw.js, the icon) is checked on each visit, so a new release reaches everyone at once.
 */
function cachePolicy(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web client, and its index.html for every other GET that is not an API call, so that deep links
 * such as /leaderboard load the app. API paths keep their JSON 404. A catch-all route rather than a not-found
 * handler, so that the server's own not-found answer stays in place for every other method.
 */
export const serveClient = fp(
  async function serveClient(app: FastifyInstance, options: { clientDir: string }) {
    const indexFile = join(options.clientDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        wildcard: false,
        // The catch-all below answers `/` like every page route (the static plugin's own directory index misses the
        // compressed copies).
        index: false,
        // The build writes .br and .gz beside every file; a browser gets the smallest one it accepts.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => reply.header('cache-control', cachePolicy(path)),
      });
    }
    app.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api/') || path === '/api') {
        return reply.status(404).send({ error: `No such route: ${request.method} ${path}`, statusCode: 404 });
      }
      if (!built) return reply.type('text/html').send(NOT_BUILT_PAGE);
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'serve-client' },
);
