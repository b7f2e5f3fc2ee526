import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionStore } from '../sessions/session-store.js';
import { openSqliteSessionStore } from '../sessions/sqlite-session-store.js';
import { createHttpServer } from './create-http-server.js';

const BODY = '{"totalVotes":3}';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over real HTTP, as a visitor's browser or a program sends it. */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** An answer's headers but those that differ from one answer to the next whatever the server does. */
function lasting(headers: Answer['headers']) {
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('early answers', () => {
  let dir: string;
  let sessionStore: SessionStore;
  let app: FastifyInstance;
  let url: string;
  let routeRuns: number;
  let logged: string[];
  /** What a test does once the server has begun to close (before it stops listening). */
  let whileClosing: (() => Promise<void>) | undefined;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'early-answers-'));
    sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
    logged = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await createHttpServer({ sessionStore, logger: { level: 'info', stream }, httpsOnly: true });
    routeRuns = 0;
    // The route answers what its early answer answers, so that the two can be told apart only by the route's runs.
    app.get('/api/results/:id', async (_request, reply) => {
      routeRuns++;
      return reply.type('application/json; charset=utf-8').header('x-read-position', '7').send(BODY);
    });
    whileClosing = undefined;
    app.addHook('preClose', async () => whileClosing?.());
    app.earlyAnswers.add((path) =>
      path === '/api/results/known' ? { body: BODY, headers: ['content-type', 'application/json; charset=utf-8', 'x-read-position', '7'] } : undefined,
    );
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await app.close();
    await sessionStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a visitor's plain GET before the route, with the headers and body the route would have sent", async () => {
    const fromTheRoute = await send(`${url}/api/results/other`);
    expect(routeRuns).toBe(1);

    const early = await send(`${url}/api/results/known`);

    expect(routeRuns).toBe(1);
    expect(early.status).toBe(200);
    expect(early.body).toBe(BODY);
    expect(lasting(early.headers)).toEqual(lasting(fromTheRoute.headers));
    // The security headers of every API answer, HSTS included on a site served over HTTPS only.
    expect(early.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000',
      'content-length': String(BODY.length),
    });
  });

  it('leaves to the route every request whose answer may depend on more than the path', async () => {
    const leftToTheRoute: Array<[string, Parameters<typeof send>[1]]> = [
      ['a session cookie', { headers: { cookie: 'iec_session=abc' } }],
      ['a read that waits for its own write', { headers: { 'x-min-position': '3' } }],
      ['a read that says how long it waits', { headers: { 'x-min-position-wait-ms': '100' } }],
      ['a body', { headers: { 'content-type': 'application/json', 'content-length': '2' }, body: '{}' }],
      ['a body in chunks', { headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: '{}' }],
      ['a HEAD', { method: 'HEAD' }],
    ];
    for (const [what, options] of leftToTheRoute) {
      const before = routeRuns;
      const answer = await send(`${url}/api/results/known`, options);
      expect(answer.status, what).toBe(200);
      expect(routeRuns, what).toBe(before + 1);
    }
    await send(`${url}/api/results/known?asOf=2026-11-30T10:00:00Z`);
    expect(routeRuns).toBe(leftToTheRoute.length + 1);
  });

  it('logs what it answers as the framework logs a request: correlation id, path, client, response time', async () => {
    await send(`${url}/api/results/other`, { headers: { 'x-correlation-id': 'poll-1' } });
    await send(`${url}/api/results/known`, { headers: { 'x-correlation-id': 'poll-2' } });

    const lines = logged.map((text) => JSON.parse(text) as Record<string, unknown>);
    const route = lines.find((line) => line.reqId === 'poll-1' && line.msg === 'incoming request');
    const early = lines.find((line) => line.reqId === 'poll-2');
    expect(early).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, answeredEarly: true });
    expect(early!.responseTime).toEqual(expect.any(Number));
    expect(early!.req).toEqual({ ...(route!.req as object), url: '/api/results/known', remotePort: expect.any(Number) });
    expect(early!.req).toMatchObject({ remoteAddress: '127.0.0.1' });
  });

  it('leaves every request to Fastify once the server begins to close, which answers 503 and closes', async () => {
    // A kept-alive poller's connection, and its next poll sent as the close begins.
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const poll = 'GET /api/results/known HTTP/1.1\r\nHost: x\r\n\r\n';
    socket.write(poll);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    whileClosing = async () => {
      socket.write(poll);
      await ended;
    };

    await app.close();

    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '503']);
    expect(routeRuns).toBe(0);
  });

  it("keeps the timeouts Fastify gives its own server (a server factory's server gets Node's defaults)", () => {
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.requestTimeout).toBe(0);
  });
});
