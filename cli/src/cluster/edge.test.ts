import { createHttpServer, freePort, openSqliteSessionStore } from '@iec-bets/platform';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBinary } from './binaries.js';
import { writeEdgeFiles } from './edge-files.js';
import { waitUntilListening } from './wait-until-listening.js';

/**
 * Debian's nginx with the edge template, in front of replicas that are down or that echo what they were sent: what a
 * browser gets back when no service answers, and what a service is told about the browser.
 */
const dir = mkdtempSync(join(tmpdir(), 'iec-edge-'));
let nginx: ChildProcess;
let entry: string;
let echoPort: number;
let echo: Server;
let deadPorts: number[];
let crashing: { server: Server; port: number; requests: number };
const IMAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A service that answers every request with what it received: method, path and headers. */
async function startEcho(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      // A service's own security headers: the edge sends one copy of each, and keeps the stricter policy of an
      // image or an API answer.
      const policy = request.url?.startsWith('/api/images/')
        ? { 'content-security-policy': IMAGE_POLICY }
        : request.url?.startsWith('/api/')
          ? { 'content-security-policy': API_POLICY }
          : {};
      // A page names its user, so a query-service keeps it out of every cache.
      const caching = request.url?.startsWith('/api/') ? {} : { 'cache-control': 'private, no-store' };
      // Its HSTS too, of another age: the edge's own is the one sent.
      const headers = { 'content-type': 'application/json', 'x-frame-options': 'SAMEORIGIN', 'strict-transport-security': 'max-age=60' };
      response.writeHead(200, { ...headers, ...policy, ...caching });
      response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port };
}

/** A service that dies with every request it receives: it reads the request, then drops the connection unanswered. */
async function startCrashing(): Promise<{ server: Server; port: number; requests: number }> {
  const state = { server: undefined as unknown as Server, port: await freePort(), requests: 0 };
  state.server = createServer((request) => {
    state.requests++;
    request.resume();
    request.on('end', () => request.socket.destroy());
  });
  await new Promise<void>((resolve) => state.server.listen(state.port, '127.0.0.1', resolve));
  return state;
}

/** Sends `request` as written (what fetch would refuse to send) and reads the one answer, until the connection ends. */
async function rawExchange(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.write(request);
  await new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.setTimeout(3_000, () => socket.destroy());
  });
  const [head = '', ...rest] = received.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

async function startNginx(site: {
  commandServices: string[];
  queryServices: string[];
  httpsOnly?: boolean;
}): Promise<{ process: ChildProcess; url: string }> {
  const binary = findBinary('nginx');
  if (!binary) throw new Error('nginx is not installed: apt-get install nginx');
  const port = await freePort();
  const args = writeEdgeFiles(join(dir, `nginx-${port}`), { port, clientRoot: join(dir, 'client'), httpsOnly: false, ...site });
  const child = spawn(binary, args, { stdio: 'ignore' });
  await waitUntilListening(port, 10_000, 'nginx');
  return { process: child, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><title>IEC Bets</title>');
  writeFileSync(join(dir, 'client', 'sw.js'), 'self.addEventListener("push", () => undefined);');
  writeFileSync(join(dir, 'client', 'manifest.webmanifest'), '{"name":"IEC Bets"}');
  const script = `console.log(${JSON.stringify('Sawubona '.repeat(200))});`;
  writeFileSync(join(dir, 'client', 'assets', 'index-Ab12.js'), script);
  writeFileSync(join(dir, 'client', 'assets', 'index-Ab12.js.gz'), gzipSync(script));
  deadPorts = [await freePort(), await freePort()];
  const echoed = await startEcho();
  echo = echoed.server;
  // Reads go to a dead replica and the echo; writes to a dead replica only.
  const started = await startNginx({
    commandServices: [`127.0.0.1:${deadPorts[0]}`],
    queryServices: [`127.0.0.1:${deadPorts[1]}`, `127.0.0.1:${echoed.port}`],
  });
  nginx = started.process;
  entry = started.url;
  echoPort = echoed.port;
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  echo?.close();
  crashing?.server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the nginx edge', () => {
  it('tries a read on another replica when one is down, and tells it the browser\'s Host and address only', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fetch(`${entry}/api/questions/today?x=1`, { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' } });
      expect(response.status).toBe(200);
      const seen = (await response.json()) as { method: string; url: string; headers: Record<string, string> };
      expect(seen).toMatchObject({ method: 'GET', url: '/api/questions/today?x=1' });
      expect(seen.headers).toMatchObject({ host: new URL(entry).host, 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' });
    }
  });

  it('answers our JSON error, naming no internal address, when no replica takes a write', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${entry}/api/answers`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('application/json');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: 'IEC Bets is briefly unavailable. Please try again in a moment.', statusCode: 503 });
      expect(text).not.toContain('127.0.0.1');
    }
  });

  it('refuses a body over 8 MB with a JSON 413', async () => {
    const response = await fetch(`${entry}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(9 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'That request is too large.', statusCode: 413 });
  });

  it('answers the requests it refuses itself with our JSON error, not its own page', async () => {
    const { host, port } = new URL(entry);
    const cases: Array<{ request: string; status: number; error: string }> = [
      { request: `GET /api/questions/%ZZ/public-results HTTP/1.1\r\nHost: ${host}\r\n\r\n`, status: 400, error: 'That request is not valid' },
      { request: `GET /api/questions/${'q'.repeat(9_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, status: 414, error: 'That address is too long' },
      { request: `TRACE /api/questions/today HTTP/1.1\r\nHost: ${host}\r\n\r\n`, status: 405, error: 'That request method is not allowed' },
      {
        request: `GET /api/questions/today HTTP/1.1\r\nHost: ${host}\r\nX-One: ${'a'.repeat(9_000)}\r\nX-Two: ${'b'.repeat(9_000)}\r\n\r\n`,
        status: 431,
        error: 'That address or its headers are too long',
      },
      {
        request: `POST /api/answers HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
        status: 400,
        error: 'That request is not valid',
      },
    ];
    for (const { request, status, error } of cases) {
      const answer = await rawExchange(Number(port), request);
      const label = request.slice(0, 40);
      expect(answer.status, label).toBe(status);
      expect(answer.headers['content-type'], label).toBe('application/json');
      expect(JSON.parse(answer.body), label).toEqual({ error, statusCode: status });
    }
  });

  it("serves the build's files (hashed assets for a year, gzipped as built) and has a query-service render every page", async () => {
    const asset = await fetch(`${entry}/assets/index-Ab12.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('Sawubona');
    const worker = await fetch(`${entry}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('push');
    // The app's manifest under the type browsers look for, which nginx's own list of types lacks.
    const manifest = await fetch(`${entry}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'IEC Bets' });
    // The template without its user, and the server's renderer, are pages too: never sent as files.
    for (const page of ['/', '/leaderboard', '/questions/q1', '/index.html', '/ssr/entry-server.js', '/edge-errors/400']) {
      const response = await fetch(`${entry}${page}`, { headers: { cookie: 'iec_session=abc' } });
      expect(response.status, page).toBe(200);
      // The service's Cache-Control, alone: the edge adds none of its own to a page.
      expect(response.headers.get('cache-control'), page).toBe('private, no-store');
      const echoed = (await response.json()) as { url: string; headers: Record<string, string> };
      expect(echoed.url, page).toBe(page);
      expect(echoed.headers.cookie, page).toBe('iec_session=abc');
    }
    // A chunk the edge does not have (yet, during a release) is asked for again, not kept for a year.
    const missing = await fetch(`${entry}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the page as built when no query-service answers, so the app still loads and asks who is signed in itself', async () => {
    const lonely = await startNginx({ commandServices: [`127.0.0.1:${deadPorts[0]}`], queryServices: [`127.0.0.1:${deadPorts[1]}`] });
    try {
      const response = await fetch(`${lonely.url}/leaderboard`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>IEC Bets</title>');
    } finally {
      lonely.process.kill('SIGTERM');
    }
  });

  it("sends the services' security headers, once, on pages, assets, API answers and its own errors", async () => {
    // The policy the services send for the same host: the edge's must be the very same.
    const service = await createHttpServer({ sessionStore: openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') }) });
    service.get('/page', async () => ({}));
    const host = new URL(entry).host;
    const expected = (await service.inject({ method: 'GET', url: '/page', headers: { host } })).headers;
    await service.close();
    expect(expected['content-security-policy']).toContain(`connect-src 'self' ws://${host} wss://${host}`);

    const responses = {
      page: await fetch(`${entry}/leaderboard`),
      asset: await fetch(`${entry}/assets/index-Ab12.js`),
      // A location of its own (for its type), which would lose every header above it with an add_header of its own.
      manifest: await fetch(`${entry}/manifest.webmanifest`),
      api: await fetch(`${entry}/api/questions/today`),
      error: await fetch(`${entry}/api/answers`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
      image: await fetch(`${entry}/api/images/abc`),
    };
    expect(responses.error.status).toBe(503);
    // A forged Host writes nothing into the policy.
    const forged = await new Promise<string>((resolve, reject) => {
      const request = httpGet(`${entry}/leaderboard`, { headers: { host: "x;script-src 'unsafe-inline'" } }, (answer) => {
        answer.resume();
        resolve(String(answer.headers['content-security-policy']));
      });
      request.on('error', reject);
    });
    expect(forged.split(';').filter((directive) => directive.trim().startsWith('script-src'))).toEqual(["script-src 'self'"]);

    for (const [what, response] of Object.entries(responses)) {
      const headers = Object.fromEntries(
        ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'].map((name) => [
          name,
          response.headers.get(name),
        ]),
      );
      expect({ what, ...headers }).toEqual({
        what,
        'content-security-policy': what === 'image' ? IMAGE_POLICY : what === 'api' ? API_POLICY : expected['content-security-policy'],
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': expected['permissions-policy'],
      });
    }
  });

  it('sends HSTS on every response, its own files and errors included, once the site is served over HTTPS only', async () => {
    const kinds = (url: string) => ({
      page: fetch(`${url}/leaderboard`),
      asset: fetch(`${url}/assets/index-Ab12.js`),
      worker: fetch(`${url}/sw.js`),
      api: fetch(`${url}/api/questions/today`),
      error: fetch(`${url}/api/answers`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
    });
    const hstsOf = async (responses: Record<string, Promise<Response>>) =>
      Object.fromEntries(await Promise.all(Object.entries(responses).map(async ([what, response]) => [what, (await response).headers.get('strict-transport-security')])));

    // Over plain http (COOKIE_SECURE unset) there is none: a browser would not heed it anyway.
    expect(Object.values(await hstsOf(kinds(entry)))).toEqual([null, null, null, null, null]);
    const secure = await startNginx({
      commandServices: [`127.0.0.1:${deadPorts[0]}`],
      queryServices: [`127.0.0.1:${echoPort}`],
      httpsOnly: true,
    });
    try {
      // Once each: the services' own copy, when they send one, is hidden.
      expect(await hstsOf(kinds(secure.url))).toEqual({
        page: 'max-age=31536000',
        asset: 'max-age=31536000',
        worker: 'max-age=31536000',
        api: 'max-age=31536000',
        error: 'max-age=31536000',
      });
    } finally {
      secure.process.kill('SIGTERM');
    }
  });

  it('never sends a write that reached a replica to another one, but does retry a read', async () => {
    crashing = await startCrashing();
    const echoed = await startEcho();
    try {
      // Both pools: a replica that dies with every request, and one that answers.
      const started = await startNginx({
        commandServices: [`127.0.0.1:${crashing.port}`, `127.0.0.1:${echoed.port}`],
        queryServices: [`127.0.0.1:${crashing.port}`, `127.0.0.1:${echoed.port}`],
      });
      try {
        const writes: number[] = [];
        for (const method of ['POST', 'PATCH', 'PUT', 'DELETE', 'POST', 'PUT']) {
          const response = await fetch(`${started.url}/api/answers`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
          writes.push(response.status);
        }
        // Every write the dying replica took was answered 503, not sent on to the one that answers.
        expect(crashing.requests).toBeGreaterThan(0);
        expect(writes.filter((status) => status === 503)).toHaveLength(crashing.requests);
        expect(writes.filter((status) => status === 200)).toHaveLength(writes.length - crashing.requests);

        const before = crashing.requests;
        const reads = [];
        for (let attempt = 0; attempt < 6; attempt++) reads.push((await fetch(`${started.url}/api/questions/today`)).status);
        expect(reads).toEqual(reads.map(() => 200));
        // The reads it dropped, nginx tried on the other replica (once marked down, it gets none for a while).
        expect(crashing.requests - before).toBeLessThanOrEqual(reads.length);
      } finally {
        started.process.kill('SIGTERM');
      }
    } finally {
      echoed.server.close();
    }
  });
});
