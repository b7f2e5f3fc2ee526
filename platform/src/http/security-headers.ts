import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What a page of ours may load and do. Scripts come from this origin only, never inline, so an injected `<script>`
 * or `onclick` runs nowhere; requests go to this origin and its `/ws` feed only; no site may frame a page
 * (clickjacking). Images may also be `data:` and `blob:` URLs (the comment form previews a picked image that way),
 * and come from other sites over https: an official's photo is a link an admin gives to wherever it is published.
 * Styles may be inline: Radix's dialogs lock the page's scroll with a `<style>` element whose rules depend on the
 * width of the scrollbar, so no hash can name it, and the pages are static files that no nonce can reach. A style
 * runs no code, but with images from any https site, a style someone managed to inject could send what its
 * selectors match (an attribute's value, letter by letter) to their site in an image's address. Nothing of a user's
 * reaches a page but as text that React (or the server's page picture) escapes, so no style can be injected; and
 * with requests held to this origin, no script could send anything elsewhere.
 * The edge's nginx sends the same policy for the files it serves (deploy/nginx/iec-bets.conf.template).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  // The feed at /ws of the page's own host is added per request, by both schemes: 'self' covers ws: and wss: only
  // in browsers that follow CSP 3.
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Browser features no page of ours uses; a page that got script into it could not switch them on either. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The policy for a page served at `host`; a Host header that is no host name adds nothing to it. */
export function contentSecurityPolicyFor(host: string | undefined): string {
  const webSocket = host && HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => [directive, ...sources, ...(directive === 'connect-src' ? webSocket : [])].join(' '))
    .join(';');
}

/**
 * The headers helmet sets for these options, but the CSP (which depends on the host), computed once: helmet's own
 * middleware builds them again for every request, which measured at 40% fewer answers a second on a bare route.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => undefined);
  return headers;
}

/** Forged Host headers must not grow the cache without end. */
const MAX_CACHED_POLICIES = 64;

/**
 * The policy of an API answer. JSON is never a page: opened on its own it may run nothing, load nothing and be
 * framed by nobody. It is also a fifth of the site policy's length, which counts on the hottest reads (every header
 * of a response is checked and copied once more per request).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether a path is an API answer rather than a page: everything under /api but the browsable reference. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** What any response heeds: the referrer, framing, sniffing, cross-origin reads of it and, over HTTPS, HSTS. */
function everyResponse(httpsOnly: boolean) {
  return {
    contentSecurityPolicy: false,
    strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
}

/**
 * The security headers of an API answer (see securityHeaders below); early answers send them too (early-answers.ts).
 * No X-Frame-Options: the policy's `frame-ancestors 'none'` forbids framing in every browser that knows CSP 2, and
 * the old header only ever mattered to a page; a JSON answer is none. Each header is paid for on every answer by the
 * server and by the phone that reads it.
 */
export function apiResponseHeaders(options: { httpsOnly: boolean }): Record<string, string> {
  return {
    ...helmetHeaders({
      ...everyResponse(options.httpsOnly),
      xFrameOptions: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
}

/**
 * The security headers of every response, HTML, JSON and images alike: a CSP, `nosniff`, no referrer beyond the
 * origin to other sites, no framing, and HSTS when the site is served over HTTPS (`COOKIE_SECURE=true`), since HSTS
 * over plain http would lock a browser out of it. Without `includeSubDomains`: the site may share its domain with
 * others that are not ours to force onto HTTPS. Pages get the site's CSP above and the headers that only a document
 * heeds (opener isolation, DNS prefetch, the old XSS filter); API answers get the API policy and those that any
 * response heeds.
 */
export const securityHeaders = fp(
  async function securityHeaders(app: FastifyInstance, options: { httpsOnly: boolean }) {
    const pageHeaders = {
      // The page opens nothing in a popup that must keep a handle on it, and loads nothing cross-origin.
      ...helmetHeaders({ ...everyResponse(options.httpsOnly), crossOriginOpenerPolicy: { policy: 'same-origin' } }),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    const apiHeaders = apiResponseHeaders(options);
    const policies = new Map<string | undefined, string>();
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiPath(request.url)) {
        reply.headers(apiHeaders);
        done();
        return;
      }
      const host = request.headers.host;
      let policy = policies.get(host);
      if (policy === undefined) {
        if (policies.size >= MAX_CACHED_POLICIES) policies.clear();
        policy = contentSecurityPolicyFor(host);
        policies.set(host, policy);
      }
      reply.headers(pageHeaders);
      reply.header('content-security-policy', policy);
      done();
    });
  },
  { name: 'security-headers' },
);
