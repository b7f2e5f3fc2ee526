import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';

/**
 * What a page of ours may load and do. Scripts and styles come from this origin only, never inline, so an injected
 * `<script>` or `onclick` runs nowhere; requests go to this origin and its `/ws` feed only; no site may frame a page
 * (clickjacking). Images may also be `data:` and `blob:` URLs: the comment form previews a picked image that way.
 * Styles may be inline: Radix's dialogs lock the page's scroll with a `<style>` element whose rules depend on the
 * width of the scrollbar, so no hash can name it, and the pages are static files that no nonce can reach. A style
 * runs no code, and with requests and images held to this origin it can send nothing elsewhere.
 * The edge's nginx sends the same policy for the files it serves (deploy/nginx/iec-bets.conf.template).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", (request: IncomingMessage) => webSocketSources(request)],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** Browser features no page of ours uses; a page that got script into it could not switch them on either. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The feed at /ws of the host the page came from, by both schemes: 'self' covers ws: and wss: only in browsers that
 * follow CSP 3. A Host header that is no host adds nothing.
 */
function webSocketSources(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * The security headers of every response, HTML, JSON and images alike: the CSP above, `nosniff`, no referrer beyond
 * the origin to other sites, no framing, and HSTS when the site is served over HTTPS (`COOKIE_SECURE=true`), since
 * HSTS over plain http would lock a browser out of it.
 */
export const securityHeaders = fp(
  async function securityHeaders(app: FastifyInstance, options: { httpsOnly: boolean }) {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      strictTransportSecurity: options.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      xContentTypeOptions: true,
      // The page opens nothing in a popup that must keep a handle on it, and loads nothing cross-origin.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
