import { apiRoutes } from '@iec-bets/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signUp, signUpAdmin, startCommandApp, type CommandTestApp } from './test-support/command-app.js';
import { multipartForm } from './test-support/multipart-form.js';

/**
 * Whatever arrives on the wire, every route answers with a 4xx in the one error shape and writes nothing: never a
 * 500, never a half-written change.
 */
let t: CommandTestApp;
let sessions: { admin: string; voter: string };

beforeAll(async () => {
  t = await startCommandApp();
  const admin = await signUpAdmin(t);
  const voter = await signUp(t.app);
  sessions = { admin: admin.sessionId, voter: voter.sessionId };
});
afterAll(async () => t.close());

const routes = [
  ['POST', '/api/auth/signup', 'voter'],
  ['POST', '/api/auth/login', 'voter'],
  ['POST', '/api/auth/forgot-password', 'voter'],
  ['POST', '/api/auth/reset-password', 'voter'],
  ['POST', '/api/auth/confirm-email', 'voter'],
  ['POST', '/api/admin/questions', 'admin'],
  ['PUT', '/api/admin/questions/no-such-question', 'admin'],
  ['PUT', '/api/admin/questions/no-such-question/resolve', 'admin'],
  ['POST', '/api/answers', 'voter'],
  ['POST', '/api/questions/no-such-question/comments', 'voter'],
  ['POST', '/api/comments/no-such-comment/reports', 'voter'],
  ['POST', '/api/admin/comments/no-such-comment/removal', 'admin'],
  ['POST', '/api/questions/no-such-question/disputes', 'voter'],
  ['POST', '/api/admin/questions/no-such-question/disputes/dismissal', 'admin'],
  ['PUT', '/api/admin/questions/no-such-question/correct-resolution', 'admin'],
  ['PUT', '/api/admin/questions/no-such-question/tags', 'admin'],
  ['POST', '/api/admin/officials', 'admin'],
  ['PUT', '/api/admin/officials/no-such-official', 'admin'],
  ['POST', '/api/admin/predictions', 'admin'],
  ['PUT', '/api/admin/predictions/no-such-prediction', 'admin'],
  ['POST', '/api/friendships', 'voter'],
  ['PUT', '/api/friend-requests/no-such-request/accept', 'voter'],
  ['PUT', '/api/friend-requests/no-such-request/reject', 'voter'],
  ['PUT', '/api/admin/users/no-such-user/admin', 'admin'],
  ['POST', '/api/question-suggestions', 'voter'],
  ['PUT', '/api/question-suggestions/no-such-suggestion', 'admin'],
  ['POST', '/api/newsletter/subscribe', 'voter'],
  ['POST', '/api/newsletter/confirm', 'voter'],
  ['POST', '/api/newsletter/unsubscribe', 'voter'],
  // Someone else's settings: refused before the body is read (the route's own tests cover its bodies).
  ['PUT', '/api/users/someone-else/notifications', 'voter'],
  // The body is checked before whose account it is, so garbage gets its 400 even here (and for a password change).
  ['DELETE', '/api/users/someone-else', 'voter'],
  ['PUT', '/api/users/someone-else/password', 'voter'],
  ['POST', '/api/notifications/subscribe', 'voter'],
  ['POST', '/api/notifications/unsubscribe', 'voter'],
  ['POST', '/api/notifications/test', 'voter'],
  ['POST', '/api/admin/comments/no-such-comment/reports/dismissal', 'admin'],
] as const;

const bodylessRoutes = [
  ['POST', '/api/admin/questions/no-such-question/publish', 'admin'],
  ['PUT', '/api/admin/questions/no-such-question/archive', 'admin'],
  ['DELETE', '/api/admin/questions/no-such-question', 'admin'],
  ['DELETE', '/api/admin/officials/no-such-official', 'admin'],
  ['DELETE', '/api/admin/predictions/no-such-prediction', 'admin'],
  ['DELETE', '/api/question-suggestions/no-such-suggestion', 'admin'],
  ['DELETE', '/api/comments/no-such-comment', 'voter'],
  ['DELETE', `/api/admin/newsletter-subscribers/${'0'.repeat(64)}`, 'admin'],
  ['POST', '/api/me/celebrations/no-such-celebration/seen', 'voter'],
  ['POST', '/api/users/someone-else/email-confirmation', 'voter'],
  // Last: once a garbage body is taken, the logout ends the voter's session for every route after it.
  ['POST', '/api/auth/logout', 'voter'],
] as const;

describe('the routes above', () => {
  it('are every route that changes something: a route added to the API is tried with garbage too', () => {
    const writeRoutes = apiRoutes.filter((route) => route.method !== 'GET');
    // The route a call goes to: of those whose pattern it fits (each parameter one segment), the one with the fewest
    // parameters, as Fastify prefers a fixed segment to a parameter.
    const routeOf = (method: string, url: string) =>
      writeRoutes
        .filter((route) => route.method === method && new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+')}$`).test(url))
        .sort((a, b) => a.url.split(':').length - b.url.split(':').length)[0];
    const tried = new Set([...routes, ...bodylessRoutes].map(([method, url]) => routeOf(method, url)));
    expect(writeRoutes.filter((route) => !tried.has(route)).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});

const json = 'application/json';
const garbage: Array<[label: string, contentType: string, payload: string]> = [
  ['empty JSON body', json, ''],
  ['null', json, 'null'],
  ['an array', json, '[1, 2, 3]'],
  ['a string', json, '"hello"'],
  ['a number', json, '42'],
  ['a boolean', json, 'true'],
  ['truncated JSON', json, '{"text": "abc'],
  ['not JSON at all', json, 'username=a&password=b'],
  ['a prototype-polluting body', json, '{"__proto__": {"isAdmin": true}, "username": "x"}'],
  ['a constructor-polluting body', json, '{"constructor": {"prototype": {"isAdmin": true}}}'],
  ['operator objects in every field', json, JSON.stringify(Object.fromEntries(['username', 'password', 'name', 'text', 'date', 'options', 'questionId', 'optionId', 'correctOptionId', 'resolutionSummary', 'userId', 'content', 'imageUrl', 'reason', 'details', 'note'].map((key) => [key, { $gt: '' }])))],
  ['deeply nested JSON', json, '{"a":'.repeat(500) + '1' + '}'.repeat(500)],
  // Deep enough to overflow a walk by recursion, which once answered 500 with a stack trace in the log.
  ['arrays nested 5,000 deep', json, `{"username":${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
  ['objects nested 5,000 deep', json, '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)],
  ['very long strings', json, JSON.stringify({ username: 'x'.repeat(100_000), password: 'y'.repeat(100_000), name: 'z'.repeat(100_000), text: 'q'.repeat(100_000), questionId: 'i'.repeat(100_000), optionId: 'o'.repeat(100_000), resolutionSummary: 's'.repeat(100_000), correctOptionId: 'c'.repeat(100_000) })],
  ['control characters and lone surrogates', json, '{"username": "\\u0000\\ud800", "password": "\\u0000", "name": "\\ud800", "text": "\\u0000", "questionId": "\\u0000", "optionId": "\\ud800"}'],
  ['plain text', 'text/plain', 'hello'],
  ['a form', 'application/x-www-form-urlencoded', 'username=a&password=b'],
  ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
];

describe('garbage bodies', () => {
  for (const [method, url, who] of [...routes, ...bodylessRoutes]) {
    it.each(garbage)(`${method} ${url} with %s: a 4xx in the error shape, nothing written`, async (_, contentType, payload) => {
      const head = await t.eventStore.headPosition();
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': contentType },
        payload,
        ...asUser(sessions[who]),
      });
      if ((bodylessRoutes as readonly (readonly string[])[]).some(([, bodyless]) => bodyless === url) && response.statusCode < 400) {
        // A route that takes no body may ignore one; logout has nothing to write.
        expect(response.statusCode).toBe(204);
      } else {
        // A 401 would say the session was gone, not the body judged (the logout's own garbage may end it).
        if (url !== '/api/auth/logout') expect(response.statusCode, response.body).not.toBe(401);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toEqual({ error: expect.any(String), statusCode: response.statusCode });
        expect(response.json().error.length).toBeGreaterThan(0);
      }
      expect(await t.eventStore.headPosition()).toBe(head);
    });
  }
});

describe('garbage forms on the route that takes multipart/form-data', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  const forms: Array<[label: string, form: () => { payload: Buffer; headers: Record<string, string> }]> = [
    ['no file and no text', () => multipartForm([])],
    ['an empty file', () => multipartForm([{ name: 'image', value: Buffer.alloc(0), filename: 'empty.png' }])],
    ['a file that is no image', () => multipartForm([{ name: 'image', value: Buffer.from('#!/bin/sh\nrm -rf /\n'), filename: 'x.png', contentType: 'image/png' }])],
    ['too many files', () => multipartForm([1, 2, 3].map((n) => ({ name: 'image', value: png, filename: `${n}.png` })))],
    ['an image over 5MB', () => multipartForm([{ name: 'image', value: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), filename: 'big.png' }])],
    ['a text field too long', () => multipartForm([{ name: 'content', value: 'x'.repeat(100_000) }])],
    ['unknown fields', () => multipartForm([{ name: 'username', value: 'x' }, { name: 'isAdmin', value: 'true' }])],
    ['a prototype-polluting field', () => multipartForm([{ name: '__proto__', value: '{"isAdmin":true}', contentType: 'application/json' }])],
    ['a JSON field that is not JSON', () => multipartForm([{ name: 'content', value: '{"a":', contentType: 'application/json' }])],
    ['an unterminated form', () => multipartForm([{ name: 'content', value: 'hello' }], { unterminated: true })],
    ['no boundary', () => ({ payload: Buffer.from('--x\r\n\r\n'), headers: { 'content-type': 'multipart/form-data' } })],
    ['binary noise', () => ({ payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), headers: { 'content-type': 'multipart/form-data; boundary=x' } })],
  ];

  it.each(forms)('POST /api/questions/{id}/comments with %s: a 4xx in the error shape, nothing written', async (_, form) => {
    const head = await t.eventStore.headPosition();
    const { payload, headers } = form();
    const response = await t.app.inject({ method: 'POST', url: '/api/questions/no-such-question/comments', headers, payload, ...asUser(sessions.voter) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ error: expect.any(String), statusCode: response.statusCode });
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});

describe('text that holds half a character', () => {
  it('refuses a lone UTF-16 surrogate in an otherwise valid body with a clear 400, and writes nothing', async () => {
    // A session of its own: the garbage above includes a logout.
    const { sessionId } = await signUp(t.app);
    const head = await t.eventStore.headPosition();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/question-suggestions',
      headers: { 'content-type': 'application/json' },
      // JSON can spell half of a surrogate pair; no UTF-8 text, and so no canonical JSON for the hash chain, can.
      payload: '{"title": "Will turnout pass 60% \\ud83d in 2026?"}',
      ...asUser(sessionId),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The text holds an invalid character (a lone UTF-16 surrogate)');
    expect(await t.eventStore.headPosition()).toBe(head);

    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/question-suggestions',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "Will turnout pass 60% \\ud83d\\uddf3 in 2026?"}',
      ...asUser(sessionId),
    });
    expect(whole.statusCode).toBe(201);
  });
});

describe('bodies nested deeper than any route takes', () => {
  it('refuses one with a clear 400 before sign-in, writing nothing', async () => {
    const head = await t.eventStore.headPosition();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${'['.repeat(5_000)}${']'.repeat(5_000)},"password":"x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is nested too deeply', statusCode: 400 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});
