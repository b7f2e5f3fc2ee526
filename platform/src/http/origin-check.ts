import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a page at `origin` is one of ours: served by the host it sends to, or the configured public origin. */
export function isAllowedOrigin(origin: string, host: string | undefined, publicOrigin?: string): boolean {
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * A WebSocket handshake is a GET, yet any page may open one to any host and the browser sends the cookies along
 * (cross-site WebSocket hijacking), so its Origin matters as much as a POST's.
 */
function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return request.headers.upgrade?.toLowerCase() === 'websocket';
}

/**
 * Refuses state-changing requests and WebSocket handshakes sent by a page of another site. Browsers send `Origin`
 * on every cross-site POST, PUT and DELETE and on every WebSocket handshake, so a request whose Origin is neither
 * this host nor the configured public origin is refused; requests without Origin come from programs, not pages,
 * and cookies alone do not make them dangerous.
 */
export const originCheck = fp(
  async function originCheck(app: FastifyInstance, options: { publicOrigin?: string | undefined }) {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) && !isWebSocketUpgrade(request)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      if (!isAllowedOrigin(origin, request.headers.host, options.publicOrigin)) throw forbidden('Cross-site request refused');
    });
    // A refused handshake's socket has left Node's HTTP handling (nothing would close it after the answer, nor
    // time it out): once the refusal is sent, it is closed. An accepted one is taken over by its route instead.
    app.addHook('onResponse', async (request) => {
      if (isWebSocketUpgrade(request)) request.raw.socket.destroy();
    });
  },
  { name: 'origin-check' },
);
