import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mkdtempSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionStore } from '../sessions/session-store.js';
import { openSqliteSessionStore } from '../sessions/sqlite-session-store.js';
import { createHttpServer } from './create-http-server.js';
import { errorHandler } from './error-handler.js';
import { conflict } from './http-error.js';
import { originCheck } from './origin-check.js';
import { indentedJsonSerializerCompiler, useZodSchemas } from './zod-schemas.js';

const Body = z.object({ title: z.string('Please write a title').min(10, 'Question must be at least 10 characters') });

/** What a route answers: an account as others may see it. */
const PublicAccount = z.object({ id: z.string(), name: z.string() });

async function appWithRoutes(): Promise<FastifyInstance> {
  const app = Fastify();
  useZodSchemas(app);
  await app.register(errorHandler);
  await app.register(originCheck, { publicOrigin: 'https://iecbets.example' });
  app.post('/api/things', { schema: { body: Body, response: { 200: Body } } }, async (request) => request.body);
  // Handlers that return more than the route declares, or something else than it declares.
  app.get('/api/accounts/thandi', { schema: { response: { 200: PublicAccount } } }, async () => ({
    id: 'u-1',
    name: 'Thandi',
    passwordHash: 'scrypt$secret',
  }));
  app.get('/api/accounts/broken', { schema: { response: { 200: PublicAccount } } }, async () => ({ id: 'u-2', name: 42 }));
  // The same, as a file a person reads.
  const asFile = { schema: { response: { 200: PublicAccount } }, serializerCompiler: indentedJsonSerializerCompiler };
  app.get('/api/accounts/thandi/file', asFile, async () => ({ id: 'u-1', name: 'Thandi', passwordHash: 'scrypt$secret' }));
  app.get('/api/accounts/broken/file', asFile, async () => ({ id: 'u-2', name: 42 }));
  app.put('/api/things/taken', async () => {
    throw conflict('That one is taken');
  });
  app.get('/api/boom', async () => {
    throw new Error('database password is hunter2');
  });
  return app;
}

let app: FastifyInstance;
afterEach(async () => app?.close());

describe('the shared HTTP base', () => {
  it('answers bad input with 400 and the schema message', async () => {
    app = await appWithRoutes();
    const short = await app.inject({ method: 'POST', url: '/api/things', payload: { title: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'Question must be at least 10 characters', statusCode: 400 });
    const missing = await app.inject({ method: 'POST', url: '/api/things', payload: {} });
    expect(missing.json().error).toBe('Please write a title');
  });

  it('sends only what a route declares it answers, and a 500 rather than an answer off its schema', async () => {
    app = await appWithRoutes();
    const thandi = await app.inject({ method: 'GET', url: '/api/accounts/thandi' });
    expect(thandi.statusCode).toBe(200);
    expect(thandi.json()).toEqual({ id: 'u-1', name: 'Thandi' });
    const broken = await app.inject({ method: 'GET', url: '/api/accounts/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('42');
  });

  it('lays out a file a person reads two spaces to a level, held to its schema as every other answer is', async () => {
    app = await appWithRoutes();
    const thandi = await app.inject({ method: 'GET', url: '/api/accounts/thandi/file' });
    expect(thandi.statusCode).toBe(200);
    expect(thandi.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(thandi.body).toBe('{\n  "id": "u-1",\n  "name": "Thandi"\n}');
    const broken = await app.inject({ method: 'GET', url: '/api/accounts/broken/file' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('42');
  });

  it('words malformed JSON and wrong content types for people, never as 500', async () => {
    app = await appWithRoutes();
    const broken = await app.inject({ method: 'POST', url: '/api/things', headers: { 'content-type': 'application/json' }, payload: '{"title": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('The request body is not valid JSON');
    const text = await app.inject({ method: 'POST', url: '/api/things', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toContain('JSON');
  });

  it('keeps the status of a domain error and hides the details of an unexpected one', async () => {
    app = await appWithRoutes();
    const taken = await app.inject({ method: 'PUT', url: '/api/things/taken' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'That one is taken', statusCode: 409 });
    const boom = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('hunter2');
  });

  it('refuses state changes from pages of other sites and lets its own through', async () => {
    app = await appWithRoutes();
    const payload = { title: 'A long enough title' };
    const foreign = await app.inject({ method: 'POST', url: '/api/things', headers: { origin: 'https://evil.example', host: 'iecbets.local' }, payload });
    expect(foreign.statusCode).toBe(403);
    const own = await app.inject({ method: 'POST', url: '/api/things', headers: { origin: 'http://iecbets.local', host: 'iecbets.local' }, payload });
    expect(own.statusCode).toBe(200);
    const configured = await app.inject({ method: 'POST', url: '/api/things', headers: { origin: 'https://iecbets.example', host: 'internal:3000' }, payload });
    expect(configured.statusCode).toBe(200);
    const program = await app.inject({ method: 'POST', url: '/api/things', payload });
    expect(program.statusCode).toBe(200);
  });

  it('compares the whole origin, scheme, host and port, not the host alone', async () => {
    app = await appWithRoutes();
    const payload = { title: 'A long enough title' };
    const from = (origin: string, host = 'iecbets.local:3000') =>
      app.inject({ method: 'POST', url: '/api/things', headers: { origin, host }, payload });
    // The request came over http: a page on https at the same host and port is another site.
    expect((await from('https://iecbets.local:3000')).statusCode).toBe(403);
    expect((await from('http://iecbets.local:3001')).statusCode).toBe(403);
    expect((await from('http://iecbets.local')).statusCode).toBe(403);
    expect((await from('null')).statusCode).toBe(403);
    expect((await from('http://iecbets.local:3000')).statusCode).toBe(200);
    // A default port written out is the same origin.
    expect((await from('http://iecbets.local:80', 'iecbets.local')).statusCode).toBe(200);
    // The configured public origin matches whole too.
    expect((await from('http://iecbets.example', 'internal:3000')).statusCode).toBe(403);
  });

  it('takes its own origin as https when the site is served over HTTPS only, whatever the last hop spoke', async () => {
    const sessionStore = openSqliteSessionStore({ file: join(mkdtempSync(join(tmpdir(), 'http-')), 'sessions.sqlite') });
    app = await createHttpServer({ sessionStore, httpsOnly: true });
    app.post('/api/things', async () => ({ ok: true }));
    const from = (origin: string) => app.inject({ method: 'POST', url: '/api/things', headers: { origin, host: 'bets.example.org' }, payload: {} });
    expect((await from('https://bets.example.org')).statusCode).toBe(200);
    expect((await from('http://bets.example.org')).statusCode).toBe(403);
  });

  it('refuses a cross-site request before looking its session up, so a store out of reach cannot turn it into a 503', async () => {
    const lookups: string[] = [];
    const unreachable = {
      get: async (id: string) => {
        lookups.push(id);
        throw new Error('the session store is out of reach');
      },
    } as unknown as SessionStore;
    app = await createHttpServer({ sessionStore: unreachable });
    app.post('/api/things', async () => ({ ok: true }));
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { origin: 'https://evil.example', host: 'bets.example.org', cookie: 'iec_session=s-1' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(lookups).toEqual([]);
    // Its own page's request does reach the store.
    const own = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { origin: 'http://bets.example.org', host: 'bets.example.org', cookie: 'iec_session=s-1' },
      payload: {},
    });
    expect(own.statusCode).toBe(500);
    expect(lookups).toEqual(['s-1']);
  });

  it('gives errors raised before routing the same shape, in words, without the path repeated', async () => {
    const sessionStore = openSqliteSessionStore({ file: join(mkdtempSync(join(tmpdir(), 'http-')), 'sessions.sqlite') });
    app = await createHttpServer({ sessionStore });
    app.get('/api/things/:id', async (request) => request.params);
    const tooLong = await app.inject({ method: 'GET', url: `/api/things/${'x'.repeat(1_001)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: 'That address is too long', statusCode: 414 });
    const badUrl = await app.inject({ method: 'GET', url: '/api/things/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: 'That address is not valid', statusCode: 400 });
    await sessionStore.close();
  });

  it('answers what the HTTP parser or the router refuses in the same shape, with the security headers of every answer', async () => {
    const sessionStore = openSqliteSessionStore({ file: join(mkdtempSync(join(tmpdir(), 'http-')), 'sessions.sqlite') });
    app = await createHttpServer({ sessionStore, httpsOnly: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const cases = [
      // A link with a query string past the parser's limit for an address and its headers.
      { request: `GET /?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, status: 431, error: 'That address or its headers are too long' },
      { request: 'NOT HTTP AT ALL\r\n\r\n', status: 400, error: 'That request is not valid' },
      { request: 'GET /% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', status: 400, error: 'That address is not valid' },
    ];
    for (const { request, status, error } of cases) {
      const answer = await rawExchange(port, request);
      expect(answer.status, request.slice(0, 30)).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({ error, statusCode: status });
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000',
      });
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      // An API answer, not a page: framing is forbidden by its policy's frame-ancestors alone.
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
    await sessionStore.close();
  });

  it("leaves a long path id to its route, whose schema says what is wrong with it", async () => {
    const sessionStore = openSqliteSessionStore({ file: join(mkdtempSync(join(tmpdir(), 'http-')), 'sessions.sqlite') });
    app = await createHttpServer({ sessionStore });
    app.get('/api/things/:id', async (request) => request.params);
    const response = await app.inject({ method: 'GET', url: `/api/things/${'x'.repeat(250)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'x'.repeat(250) });
    await sessionStore.close();
  });

  it('answers unknown routes with the same error shape', async () => {
    app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such route: GET /api/nothing', statusCode: 404 });
  });
});

/** Sends bytes as they are, past any client's checks, and reads the answer until the server closes. */
async function rawExchange(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const received = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  const [head = '', body = ''] = received.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}
