import { streams } from '@iec-bets/contracts';
import { freePort, loadConfig } from '@iec-bets/platform';
import { deflateSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllRoutesApp, appendPublishedQuestion, startAllRoutesApp } from '../test-support/all-routes-app.js';
import { serveClient } from '../web-client/serve-client.js';
import { startServer } from './start-server.js';

/** A 1x1 PNG, enough for the image route to find an image type in the bytes. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 128, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const HOST = 'bets.example.org';

let t: AllRoutesApp;
let clientDir: string;
let imageHash: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'iec-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><head><meta name="description" content="IEC Bets" /><title>IEC Bets</title><script type="module" src="/assets/a.js"></script></head><div id="root"></div>');
  // The web client as `iec-bets start` serves it, beside every API route.
  t = await startAllRoutesApp({ withProjector: true, beforeRoutes: (app) => void app.register(serveClient, { clientDir }) });
  imageHash = await t.imageStore.put(onePixelPng());
  // Only an image a comment shows is served: a question and a comment as the command side records them.
  await appendPublishedQuestion(t.eventStore, 'q-headers', 'Will turnout pass 60%?');
  await t.eventStore.append(streams.comment('c-headers'), [
    { type: 'CommentPosted', data: { commentId: 'c-headers', questionId: 'q-headers', userId: 'u-headers', content: '', image: { hash: imageHash, mimeType: 'image/png' } } },
  ], { expectedRevision: 'no_stream', metadata: { actorId: null, correlationId: 'headers', causationId: null, occurredAt: new Date().toISOString() } });
});

afterAll(async () => {
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });

const everyResponse = (response: { headers: Record<string, unknown> }) =>
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
  });

/**
 * A page also forbids framing the old way, for browsers before CSP 2. Anything else relies on its policy's
 * `frame-ancestors 'none'` alone: it is no page, and every header is paid for on every answer.
 */
const framedByNobody = (response: { headers: Record<string, unknown> }, asPage: boolean) =>
  expect(response.headers['x-frame-options']).toBe(asPage ? 'DENY' : undefined);

describe('the security headers of iec-bets start', () => {
  it.each([
    ['the HTML of a page', '/leaderboard'],
    ['the browsable API reference', '/api/docs/'],
  ])('give %s the site policy', async (_what, path) => {
    const response = await get(path);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    // Scripts from this origin only, nothing inline; requests to this origin and its /ws feed; no framing.
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain(`connect-src 'self' ws://${HOST} wss://${HOST};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Images from this origin, the comment form's previews, and other sites over https (an official's photo).
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    everyResponse(response);
    framedByNobody(response, true);
    // HSTS only over HTTPS (COOKIE_SECURE): this server is plain http.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['an API answer', '/api/questions/today'],
    ['an API error', '/api/users/nobody/stats'],
  ])('give %s a policy under which it runs, loads and frames nothing', async (_what, path) => {
    const response = await get(path);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    everyResponse(response);
    framedByNobody(response, false);
    // Headers only a document heeds are left off the JSON.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds no WebSocket source for a Host that is no host name, so a forged Host cannot write into the policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/leaderboard', headers: { host: "x; script-src 'unsafe-inline'" } });
    const directives = String(response.headers['content-security-policy']).split(';').map((directive) => directive.trim());
    expect(directives).toContain("connect-src 'self'");
    expect(directives).toContain("script-src 'self'");
    expect(directives.filter((directive) => directive.startsWith('script-src'))).toHaveLength(1);
  });
});

describe('the security headers of a comment image', () => {
  it('are stricter still: a sandbox that runs nothing, loads nothing and is framed by nobody', async () => {
    const response = await get(`/api/images/${imageHash}`);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    everyResponse(response);
    framedByNobody(response, false);
  });
});

describe('with COOKIE_SECURE=true', () => {
  it('tells browsers to use HTTPS only, for a year, and leaves the other sites of the domain alone', async () => {
    // The whole server from its configuration, as `npm start` reads it: the setting reaches the headers of its
    // answers and of its pages.
    const dataDir = mkdtempSync(join(tmpdir(), 'iec-hsts-'));
    const server = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1', COOKIE_SECURE: 'true' }),
      { logger: false },
    );
    try {
      for (const path of ['/api/health', '/']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      }
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
