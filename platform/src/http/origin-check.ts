import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another site. Browsers send `Origin` on every cross-site POST,
 * PUT and DELETE, so a request whose Origin is neither this host nor the configured public origin is refused;
 * requests without Origin come from programs, not pages, and cookies alone do not make them dangerous.
 */
export const originCheck = fp(
  async function originCheck(app: FastifyInstance, options: { publicOrigin?: string | undefined }) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      if (options.publicOrigin && origin === options.publicOrigin) return;
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site request refused');
      }
      if (originHost !== request.headers.host) throw forbidden('Cross-site request refused');
    });
  },
  { name: 'origin-check' },
);
