import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a page at `origin` is one of ours: the very origin (scheme, host and port) the request was sent to, or the
 * configured public origin. The host alone is not enough: `https://host:port` is another origin than
 * `http://host:port`, and a page there is not ours.
 */
export function isAllowedOrigin(origin: string, ownOrigin: string, publicOrigin?: string): boolean {
  const page = originOf(origin);
  if (page === undefined) return false;
  return page === originOf(ownOrigin) || (publicOrigin !== undefined && page === originOf(publicOrigin));
}

/** The serialized origin (default ports dropped, lower case), or undefined for what is no http(s) origin. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A WebSocket handshake is a GET, yet any page may open one to any host and the browser sends the cookies along
 * (cross-site WebSocket hijacking), so its Origin matters as much as a POST's.
 */
function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

/** What a request from a page of another site is told (403). */
export const CROSS_SITE_REQUEST_REFUSED = 'Cross-site request refused';

/**
 * Refuses state-changing requests and WebSocket handshakes sent by a page of another site. Browsers send `Origin`
 * on every cross-site POST, PUT and DELETE and on every WebSocket handshake, so a request whose Origin is neither
 * this host nor the configured public origin is refused; requests without Origin come from programs, not pages,
 * and cookies alone do not make them dangerous.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `allowed` for a route any site may post to because it acts on nothing a cookie vouches for: its own token is
     * its authority (a newsletter's one-click unsubscribe, which a webmail may post from its page).
     */
    crossSite?: 'allowed';
  }
}

export const originCheck = fp(
  async function originCheck(app: FastifyInstance, options: { publicOrigin?: string | undefined; httpsOnly?: boolean }) {
    // A callback rather than an async hook: it waits for nothing, and an async hook costs every request a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const upgrade = isWebSocketUpgrade(request);
      // A refused handshake's socket has left Node's HTTP handling (nothing would close it after the answer, nor
      // time it out): once the refusal is sent, it is closed. An accepted one is taken over by its route instead,
      // and its answer never finishes.
      if (upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
      const origin = request.headers.origin;
      if (!origin || (SAFE_METHODS.has(request.method) && !upgrade) || request.routeOptions.config?.crossSite === 'allowed') {
        done();
        return;
      }
      // A site served over HTTPS only (COOKIE_SECURE) is on https whatever the hop to this process spoke; otherwise
      // the scheme is the request's, or a trusted proxy's X-Forwarded-Proto.
      const scheme = options.httpsOnly ? 'https' : request.protocol;
      const ownOrigin = `${scheme}://${request.headers.host ?? ''}`;
      done(isAllowedOrigin(origin, ownOrigin, options.publicOrigin) ? undefined : forbidden(CROSS_SITE_REQUEST_REFUSED));
    });
  },
  { name: 'origin-check' },
);
