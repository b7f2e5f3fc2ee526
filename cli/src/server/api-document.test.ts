import {
  AccountCommands,
  apiRoutes,
  COMMENT_IMAGE_MAX_BYTES,
  CommentCommands,
  IMAGE_NOT_FOUND,
  QUESTION_NOT_FOUND,
  type RouteDeclaration,
  SUGGESTION_STATUSES,
  USER_NOT_FOUND,
} from '@iec-bets/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type AllRoutesApp, startAllRoutesApp } from '../test-support/all-routes-app.js';

/**
 * The declared API against the routes `iec-bets start` registers (command and query routes on one instance): the
 * OpenAPI document lists every one of them, and each route's declared access is the access it enforces.
 */
let running: AllRoutesApp;
let app: FastifyInstance;
const registered: { method: string; url: string }[] = [];

beforeAll(async () => {
  running = await startAllRoutesApp({
    beforeRoutes: (instance) =>
      instance.addHook('onRoute', (route) => {
        for (const method of ([] as HTTPMethods[]).concat(route.method)) registered.push({ method, url: route.url });
      }),
  });
  app = running.app;
});
afterAll(async () => running.close());

/** A new member, signed up through the route: their id, and the session cookie to send as them. */
async function signUp(username: string, name: string): Promise<{ id: string; cookie: string }> {
  const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username, password: 'long-enough-password', name } });
  expect(signup.statusCode, signup.body).toBe(201);
  return { id: (signup.json() as { id: string }).id, cookie: String(signup.headers['set-cookie']).split(';')[0]! };
}

/** `/api/questions/:id` as OpenAPI writes it: `/api/questions/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every operation of an OpenAPI document, as `METHOD /path`. */
function documentedRoutes(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The API's own routes: what a client calls, not the reference that describes them. */
function apiRoutesRegistered() {
  return registered.filter(
    ({ method, url }) =>
      url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json' && method !== 'HEAD',
  );
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every declared route, each of which is served', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');

    const documented = documentedRoutes(document);
    const served = apiRoutesRegistered().map(({ method, url }) => `${method} ${openApiPath(url)}`);
    const declared = apiRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(documented.filter((route) => route !== 'GET /ws').sort()).toEqual([...declared].sort());
    expect(declared.filter((route) => !served.includes(route))).toEqual([]);
  });

  it("says what every response means, and gives each error its own status as its statusCode", async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    type Schema = { properties?: { statusCode?: unknown }; anyOf?: Schema[] };
    type Response = { description: string; content?: Record<string, { schema?: Schema }> };
    const responses = Object.entries(document.paths as Record<string, Record<string, { responses?: Record<string, Response> }>>).flatMap(
      ([path, operations]) =>
        Object.entries(operations).flatMap(([method, operation]) =>
          Object.entries(operation.responses ?? {}).map(([status, response]) => ({ where: `${method.toUpperCase()} ${path} ${status}`, status, response })),
        ),
    );
    expect(responses.filter(({ response }) => response.description === 'Default Response').map(({ where }) => where)).toEqual([]);
    // Every `statusCode` an error body may carry, in a body of one shape or of either of two.
    const statusCodes = (schema: Schema | undefined): unknown[] => [
      ...(schema?.properties?.statusCode ? [schema.properties.statusCode] : []),
      ...(schema?.anyOf ?? []).flatMap(statusCodes),
    ];
    const errors = responses.filter(({ status }) => Number(status) >= 400);
    const stated = errors.flatMap(({ where, status, response }) =>
      statusCodes(response.content?.['application/json']?.schema).map((statusCode) => ({ where, status, statusCode })),
    );
    expect(stated.length).toBeGreaterThan(100);
    expect(stated.filter(({ status, statusCode }) => JSON.stringify(statusCode) !== JSON.stringify({ type: 'integer', const: Number(status) })).map(({ where }) => where)).toEqual([]);
    expect(document.paths['/api/answers'].post.responses['401'].description).toBe('Not signed in, the session has ended, or a password given is wrong: `error` says which');
  });

  it("gives bodies examples the routes take, where the reference's Try it out starts", async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const examples = apiRoutes.flatMap((route) => {
      const example = document.paths[openApiPath(route.url)][route.method.toLowerCase()].requestBody?.content?.['application/json']?.example;
      return example === undefined ? [] : [{ route, example }];
    });
    expect(examples.map(({ route }) => `${route.method} ${route.url}`)).toContain('POST /api/admin/questions');
    for (const { route, example } of examples) {
      const body = route.schema.body as z.ZodType;
      expect(body.safeParse(example).error, `${route.method} ${route.url}`).toBeUndefined();
    }
  });

  it('lists every route that `iec-bets start` serves', async () => {
    const documented = documentedRoutes((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    const served = apiRoutesRegistered().map(({ method, url }) => `${method} ${openApiPath(url)}`);
    expect(served.length).toBeGreaterThan(60);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('gives each route its input schemas, its access and the error answers it may give', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = (route: RouteDeclaration) => document.paths[openApiPath(route.url)][route.method.toLowerCase()];
    for (const route of apiRoutes) {
      const described = operation(route);
      expect(described.summary, `${route.method} ${route.url}`).toBe(route.summary);
      expect(described.security, `${route.method} ${route.url}`).toEqual(route.access === 'public' ? [] : [{ session: [] }]);
      if (route.schema.body) expect(described.requestBody?.content?.['application/json']?.schema, `${route.method} ${route.url}`).toBeDefined();
      if (route.schema.multipartBody) expect(described.requestBody?.content?.['multipart/form-data']?.schema, `${route.method} ${route.url}`).toBeDefined();
      const statuses = Object.keys(described.responses);
      if (route.access !== 'public') expect(statuses, `${route.method} ${route.url}`).toContain('401');
      if (route.access === 'admin') expect(statuses, `${route.method} ${route.url}`).toContain('403');
      for (const status of route.errors ?? []) expect(statuses, `${route.method} ${route.url}`).toContain(String(status));
      // A rate-limited route's 429 says how long to wait and what the limit is.
      if (route.rateLimited) expect(Object.keys(described.responses['429'].headers ?? {}).sort(), `${route.method} ${route.url}`).toEqual(['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
      // What every route meets at the door: bad input (a read's position header, a write's body), and for a write the
      // Origin check and the body's size and type.
      expect(statuses, `${route.method} ${route.url}`).toContain('400');
      if (route.method !== 'GET') for (const status of ['403', '413', '415']) expect(statuses, `${route.method} ${route.url}`).toContain(status);
      if (route.method === 'GET') {
        const headers = (described.parameters ?? []).filter((parameter: { in: string }) => parameter.in === 'header').map((parameter: { name: string }) => parameter.name);
        expect(headers, `${route.method} ${route.url}`).toEqual(['x-min-position', 'x-min-position-wait-ms']);
      }
    }
  });

  it('declares what the server answers at the door: a bad position header, a cross-site write, a body of a wrong type', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const declared = (path: string, method: string) => Object.keys(document.paths[path][method].responses);
    const badHeader = await app.inject({ method: 'GET', url: '/api/questions/today', headers: { 'x-min-position': 'abc' } });
    expect(badHeader.statusCode).toBe(400);
    expect(declared('/api/questions/today', 'get')).toContain('400');
    const crossSite = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: 'https://evil.example', host: 'localhost' }, payload: {} });
    expect(crossSite.statusCode).toBe(403);
    expect(declared('/api/auth/login', 'post')).toContain('403');
    const form = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(form.statusCode).toBe(415);
    expect(declared('/api/auth/login', 'post')).toContain('415');
  });

  it("documents the read position headers as the server checks them: a value the document allows is taken, one it does not is a 400", async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    type Parameter = { in: string; name: string; schema: { type: string; pattern: string } };
    const parameters = (document.paths['/api/questions/today'].get.parameters as Parameter[]).filter((parameter) => parameter.in === 'header');
    for (const { name, schema } of parameters) {
      expect(schema.type, name).toBe('string');
      const allowed = new RegExp(schema.pattern);
      for (const value of ['0', '12', '999999', '1234567', '123456789012345', '1234567890123456', '1e3', '-1', ' 7']) {
        // A position not reached yet is waited for no longer than nothing.
        const response = await app.inject({ method: 'GET', url: '/api/questions/today', headers: { 'x-min-position-wait-ms': '0', [name]: value } });
        expect(response.statusCode, `${name}: ${value}`).toBe(allowed.test(value) ? 200 : 400);
      }
    }
    expect(parameters.map(({ name }) => name)).toEqual(['x-min-position', 'x-min-position-wait-ms']);
  });

  it('tells what a refusal for too many attempts carries, as a refused newsletter sign-up carries it', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const declared = Object.keys(document.paths['/api/newsletter/subscribe'].post.responses['429'].headers).sort();
    // The limit counts a request before its body is read, so malformed ones reach it quickly.
    const attempt = () =>
      app.inject({ method: 'POST', url: '/api/newsletter/subscribe', remoteAddress: '203.0.113.42', payload: { email: 'not an address' } });
    let refused = await attempt();
    for (let tries = 0; refused.statusCode !== 429 && tries < 100; tries++) refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Object.keys(refused.headers).filter((name) => declared.includes(name)).sort()).toEqual(declared);
    expect(declared).toEqual(['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
  });

  /** The routes that answer bytes, and the media types of their 200. */
  const BYTES_ROUTES: Record<string, string[]> = {
    'GET /api/images/:hash': ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    'GET /api/questions/:id/picture': ['image/png'],
  };

  it('gives each route its path and query parameters, and its success answer with the schema it is serialized by', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    type Parameter = { in: string; name: string };
    const keysOf = (schema: unknown) => Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
    for (const route of apiRoutes) {
      const where = `${route.method} ${route.url}`;
      const described = document.paths[openApiPath(route.url)][route.method.toLowerCase()];
      const parameters = (described.parameters ?? []) as Parameter[];
      for (const name of keysOf(route.schema.params)) expect(parameters, where).toContainEqual(expect.objectContaining({ in: 'path', name }));
      for (const name of keysOf(route.schema.querystring)) expect(parameters, where).toContainEqual(expect.objectContaining({ in: 'query', name }));
      const successes = Object.keys(route.schema.response).filter((status) => status.startsWith('2'));
      // A comment's image and a question's picture are bytes, not JSON: the 200 is listed under each of their media
      // types, and only their 304 (and the picture's 307) has a schema.
      const bytes = BYTES_ROUTES[where];
      if (bytes) {
        expect(successes, where).toEqual([]);
        expect(Object.keys(described.responses['200'].content), where).toEqual(bytes);
        expect(Object.keys(described.responses), where).toContain('304');
        continue;
      }
      expect(route.bytes, where).toBeUndefined();
      // The List-Unsubscribe address opened in a browser only sends it on to the page (303).
      if (route.method === 'GET' && route.url === '/api/newsletter/unsubscribe') {
        expect(Object.keys(route.schema.response), where).toEqual(['303']);
        continue;
      }
      expect(successes, where).not.toEqual([]);
      for (const status of successes) {
        if (status === '204') continue;
        expect(described.responses[status]?.content?.['application/json']?.schema, `${where} ${status}`).toBeDefined();
      }
    }
  });

  it('describes both bodies a comment may come in: JSON with a data URL, and a form with the image file itself', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const post = document.paths[openApiPath(CommentCommands.post.url)].post;
    const { content } = post.requestBody;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json'].schema.properties.imageUrl.description).toContain('data URL');
    expect(content['multipart/form-data'].schema).toMatchObject({
      type: 'object',
      properties: {
        content: { type: 'string', maxLength: 2000 },
        image: { type: 'string', format: 'binary', maxLength: COMMENT_IMAGE_MAX_BYTES },
      },
      additionalProperties: false,
    });
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '413', '415', '429']));
  });

  it("keeps a field's limits where its text is tidied first: the user search's 2 to 30 characters, a handle's @ taken off", async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const q = document.paths['/api/users/search'].get.parameters.find((parameter: { name: string }) => parameter.name === 'q');
    expect(q.schema).toMatchObject({ type: 'string', minLength: 2, maxLength: 30 });
  });

  it("says what a list given as one text holds: the picks' question ids, how many and how long", async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ids = document.paths['/api/users/{id}/picks'].get.parameters.find((parameter: { name: string }) => parameter.name === 'questionIds');
    expect(ids.required).toBe(true);
    expect(ids.schema).toMatchObject({ type: 'string', maxLength: 4_000 });
    expect(ids.schema.description ?? ids.description).toMatch(/separated by commas, 1 to 100/);
  });

  it('lists the values a field takes: the four statuses of a suggestion review', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const review = document.paths['/api/question-suggestions/{id}'].put.requestBody.content['application/json'].schema;
    expect(review.properties.status.enum).toEqual([...SUGGESTION_STATUSES]);
  });

  it("describes a push subscription's parts as the browser gives them", async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const subscription = document.paths['/api/notifications/subscribe'].post.requestBody.content['application/json'].schema;
    expect(subscription.properties.endpoint).toMatchObject({ type: 'string', format: 'uri' });
    expect(new RegExp(subscription.properties.keys.properties.p256dh.pattern).test(`B${'a'.repeat(86)}`)).toBe(true);
    expect(new RegExp(subscription.properties.keys.properties.auth.pattern).test('a'.repeat(22))).toBe(true);
    expect(new RegExp(subscription.properties.keys.properties.auth.pattern).test('a'.repeat(21))).toBe(false);
  });

  it('declares the 409 of a change that loses a race on its stream three times: many changes of one person at once', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { id, cookie } = await signUp('many_devices', 'Many Devices');
    // Twelve devices each set the same person's phone number in the same moment: every request is a change, their
    // appends race on one stream, and each loser reads again and tries twice more before it gives up.
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        app.inject({ method: 'PUT', url: `/api/users/${id}/notifications`, headers: { cookie }, payload: { phoneNumber: `+2782555${String(index).padStart(4, '0')}` } }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses).toContain(409);
    const declared = Object.keys(document.paths['/api/users/{id}/notifications'].put.responses).map(Number);
    expect(statuses.filter((status) => !declared.includes(status))).toEqual([]);
  });

  it('marks a body as optional exactly where the server takes a request without one', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { cookie } = await signUp('no_body_sender', 'No Body');
    const optional: string[] = [];
    for (const route of apiRoutes.filter((declared) => declared.access !== 'admin' && declared.schema.body)) {
      const requestBody = document.paths[openApiPath(route.url)][route.method.toLowerCase()].requestBody;
      const response = await app.inject({ method: route.method, url: route.url.replace(/:(\w+)/g, 'x-$1'), headers: { cookie } });
      const where = `${route.method} ${route.url}: ${response.statusCode} ${response.body}`;
      // A body the document calls required is missed, with a 400 (or a 415 where it may come in more than one
      // type, and no Content-Type says which); one it calls optional is not.
      const refused = [400, 415].includes(response.statusCode);
      if (requestBody.required === false) optional.push(`${route.method} ${route.url}`);
      // Its token may come in the query instead (a mail program's one-click, RFC 8058): without either it is refused.
      if (route.url === '/api/newsletter/unsubscribe') continue;
      expect(refused, where).toBe(requestBody.required !== false);
    }
    // Accepting or rejecting needs only the path; notification settings change only what is sent; the token to leave
    // the newsletter may come in the query.
    expect(optional.sort()).toEqual([
      'POST /api/newsletter/unsubscribe',
      'PUT /api/friend-requests/:id/accept',
      'PUT /api/friend-requests/:id/reject',
      'PUT /api/users/:id/notifications',
    ]);
  });

  it('describes the /ws feed and its messages', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/ws'].get.responses['101']).toBeDefined();
    // Refused from another site's page; open to visitors, and to members by their session cookie.
    expect(document.paths['/ws'].get.responses['403'].description).toContain('Cross-site request refused');
    expect(document.paths['/ws'].get.security).toEqual([{}, { session: [] }]);
    // A question published, a question resolved, and a friend request made or answered.
    expect(document.components.schemas.RealtimeMessage.oneOf ?? document.components.schemas.RealtimeMessage.anyOf).toHaveLength(3);
    // On the wire: the hello each connection opens with, or a message with the position of its event.
    const frames = JSON.stringify(document.components.schemas.RealtimeFrame);
    expect(frames).toContain('"hello"');
    expect(frames).toContain('"position"');
    expect(document.paths['/ws'].get.description).toContain('hello');
  });

  it('has a browsable reference at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    // Laid out at a phone's own width, not a desktop's shrunk to fit.
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json().openapi).toBe('3.1.0');
  });
});

describe('the declared access of every route', () => {
  /** A URL of the route with every parameter filled in. */
  const concrete = (url: string) => url.replace(/:(\w+)/g, 'x-$1');

  it('is enforced: a visitor gets 401 from every signed-in and admin route', async () => {
    const refused: string[] = [];
    for (const route of apiRoutes.filter((declared) => declared.access !== 'public')) {
      const response = await app.inject({ method: route.method, url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} });
      if (response.statusCode !== 401) refused.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('is enforced for forms too: a visitor gets 401 from every route that takes one, before its upload is read', async () => {
    const boundary = 'visitor-form';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n\r\n`),
      Buffer.alloc(6 * 1024 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const formRoutes = apiRoutes.filter((declared) => declared.schema.multipartBody);
    expect(formRoutes.length).toBeGreaterThan(0);
    for (const route of formRoutes) {
      const response = await app.inject({
        method: route.method,
        url: concrete(route.url),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('is enforced: a signed-in user who is not an admin gets 403 from every admin route', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'not_an_admin', password: 'long-enough-password', name: 'Not An Admin' },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
    const refused: string[] = [];
    for (const route of apiRoutes.filter((declared) => declared.access === 'admin')) {
      const response = await app.inject({
        method: route.method,
        url: concrete(route.url),
        headers: { cookie },
        payload: route.method === 'GET' ? undefined : {},
      });
      if (response.statusCode !== 403) refused.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(apiRoutes.some((route) => route.access === 'admin')).toBe(true);
    expect(refused).toEqual([]);
  });
});

/**
 * What is wrong with a success the route answered, against the schema it declares for that status; null when nothing
 * is. (The cached question reads send their body as a string, past the serializer that would check it.)
 */
function outsideItsSchema(route: RouteDeclaration, response: { statusCode: number; body: string }): string | null {
  if (response.statusCode >= 300 || (route.bytes && response.statusCode === 200)) return null;
  const schema = route.schema.response[response.statusCode];
  if (!schema) return `${route.method} ${route.url}: ${response.statusCode} is not declared`;
  const sent: unknown = response.body === '' ? null : JSON.parse(response.body);
  const checked = schema.safeParse(sent);
  if (!checked.success) return `${route.method} ${route.url}: ${JSON.stringify(checked.error.issues[0])}`;
  // The schema drops what it does not name: a field it dropped is one the route let out (a hash, an e-mail address).
  const named = JSON.parse(JSON.stringify(checked.data)) as unknown;
  return isDeepStrictEqual(named, sent) ? null : `${route.method} ${route.url}: sent more than its schema names`;
}

describe('the declared access of every route, the other way round', () => {
  /** Routes about one user, by the id in their path (`/api/users/:id/...`, `/api/users/:userId/...`). */
  const userParam = (route: RouteDeclaration) => /^\/api\/users\/:(\w+)/.exec(route.url)?.[1];
  /**
   * The query parameters a route cannot go without (a page's question ids, for the picks), each given as `x-<name>`:
   * so that what answers is the check of who may, not the missing parameter.
   */
  const requiredQuery = (route: RouteDeclaration) => {
    const shape = (route.schema.querystring as { shape?: Record<string, { safeParse: (value: unknown) => { success: boolean } }> } | undefined)?.shape ?? {};
    const required = Object.entries(shape).filter(([, schema]) => !schema.safeParse(undefined).success);
    return required.length === 0 ? '' : `?${required.map(([name]) => `${name}=x-${name}`).join('&')}`;
  };
  /** A URL of the route about `userId`, every other parameter filled in. */
  const about = (route: RouteDeclaration, userId: string) =>
    route.url.replace(/:(\w+)/g, (_match, name: string) => (name === userParam(route) ? userId : `x-${name}`)) + requiredQuery(route);
  // A deletion is asked with a password, and a password change with the current and a new one, as their schemas want,
  // so that what answers is the check of who may.
  const bodyOf = (route: RouteDeclaration) => {
    if (route.method === 'GET') return undefined;
    if (route.method === 'DELETE') return { password: 'long-enough-password' };
    if (route === AccountCommands.changePassword) return { currentPassword: 'long-enough-password', newPassword: 'another-long-password' };
    return {};
  };
  const ask = (route: RouteDeclaration, url: string, cookie?: string) =>
    app.inject({ method: route.method, url, ...(cookie && { headers: { cookie } }), payload: bodyOf(route) });

  it('lets a visitor into every public route: none answers 401 or 403, and each success is as its schema says', async () => {
    const refused: string[] = [];
    const misdescribed: string[] = [];
    let successes = 0;
    for (const route of apiRoutes.filter((declared) => declared.access === 'public')) {
      const response = await ask(route, route.url.replace(/:(\w+)/g, 'x-$1'));
      if (response.statusCode === 401 || response.statusCode === 403) refused.push(`${route.method} ${route.url}: ${response.statusCode}`);
      if (response.statusCode < 300) successes++;
      const wrong = outsideItsSchema(route, response);
      if (wrong) misdescribed.push(wrong);
    }
    expect(refused).toEqual([]);
    expect(misdescribed).toEqual([]);
    // Today's questions, the public list, the tags, the seals and more answer a visitor: the check above had work.
    expect(successes).toBeGreaterThan(10);
  });

  it('lets a member who is not an admin into every signed-in route about themselves: none answers 401 or 403, and each success is as its schema says', async () => {
    const member = await signUp('asks_about_self', 'Asks About Self');
    const refused: string[] = [];
    // Not the deletion of their account, which would end the session; nor a route that declares a 403 of its own
    // about something other than a user (everyone's suggestions are for admins, a member's own for the member).
    const asked = apiRoutes.filter(
      (declared) => declared.access === 'signed-in' && !(declared.method === 'DELETE' && userParam(declared)) && (userParam(declared) || !declared.errors?.includes(403)),
    );
    expect(asked.length).toBeGreaterThan(15);
    const stoppedByTheirInput: string[] = [];
    const misdescribed: string[] = [];
    let successes = 0;
    let cookie = member.cookie;
    for (const route of asked) {
      const response = await ask(route, about(route, member.id), cookie);
      // A password change renews the session of the device that made it (and ends the old one): it goes on with that.
      const renewed = response.cookies.find((set) => set.name === cookie.split('=')[0] && set.value !== '');
      if (renewed) cookie = `${renewed.name}=${renewed.value}`;
      if (response.statusCode === 401 || response.statusCode === 403) refused.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
      if (response.statusCode < 300) successes++;
      const wrong = outsideItsSchema(route, response);
      if (wrong) misdescribed.push(wrong);
      // The routes about a user got past their input to the check of whose account it is: what passed is that check.
      if (userParam(route) && response.statusCode === 400) stoppedByTheirInput.push(`${route.method} ${route.url}: ${response.body}`);
    }
    expect(refused).toEqual([]);
    expect(stoppedByTheirInput).toEqual([]);
    expect(misdescribed).toEqual([]);
    // Their profile, stats, history, friends, export and more answer them: the check above had work.
    expect(successes).toBeGreaterThan(5);
  });

  it("keeps a member out of another member's own routes (those that declare 403) and lets them see the others' profiles", async () => {
    const [asker, other] = [await signUp('asks_about_other', 'Asks About Other'), await signUp('is_asked_about', 'Is Asked About')];
    const aboutAUser = apiRoutes.filter((route) => route.access === 'signed-in' && userParam(route));
    const selfOnly = aboutAUser.filter((route) => route.errors?.includes(403));
    // The data export, the account's deletion, its password, its settings and friends among them; a profile and its stats not.
    expect(selfOnly.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/users/:id/export',
        'DELETE /api/users/:id',
        'PUT /api/users/:id/password',
        'PUT /api/users/:id/notifications',
        'GET /api/users/:id/history',
        'GET /api/users/:id/picks',
      ]),
    );
    const headBefore = await running.eventStore.headPosition();
    const answers = await Promise.all(aboutAUser.map(async (route) => [route, (await ask(route, about(route, other.id), asker.cookie)).statusCode] as const));
    expect(answers.filter(([route, status]) => selfOnly.includes(route) !== (status === 403)).map(([route, status]) => `${route.method} ${route.url}: ${status}`)).toEqual([]);
    // And none was stopped by its input first: the 403s, and the answers that are not, come from the check of who may.
    expect(answers.filter(([, status]) => status === 400).map(([route]) => `${route.method} ${route.url}`)).toEqual([]);
    expect(await running.eventStore.headPosition()).toBe(headBefore);
  });
});

describe('what a 404 says', () => {
  it('is one sentence for the same missing thing, whether a command or a read asked for it', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'asks_for_missing', password: 'long-enough-password', name: 'Asks For Missing' },
    });
    const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
    const missing = (options: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
      app.inject({ ...options, headers: { cookie } }).then((response) => `${response.statusCode} ${response.json().error}`);
    const question = '0b7e5a4c-6d1f-4e8a-9c3b-2f1a0d9e8c7b';

    // The command side answers a missing question, and the query side reads one, in the same words.
    expect(await missing({ method: 'POST', url: '/api/answers', payload: { questionId: question, optionId: 'yes' } })).toBe(`404 ${QUESTION_NOT_FOUND}`);
    expect(await missing({ method: 'GET', url: `/api/questions/${question}/public-results` })).toBe(`404 ${QUESTION_NOT_FOUND}`);
    expect(await missing({ method: 'GET', url: `/api/questions/${question}/comments` })).toBe(`404 ${QUESTION_NOT_FOUND}`);
    // So with a missing user: befriended by username (a command), or their statistics read (a query).
    expect(await missing({ method: 'POST', url: '/api/friendships', payload: { friendUsername: 'nobody_by_that_name' } })).toBe(`404 ${USER_NOT_FOUND}`);
    expect(await missing({ method: 'GET', url: '/api/users/5f0c2a9e-1b7d-4c33-9a51-0d9b8e6f1a22/stats' })).toBe(`404 ${USER_NOT_FOUND}`);
    expect(await missing({ method: 'GET', url: `/api/images/${'a'.repeat(64)}` })).toBe(`404 ${IMAGE_NOT_FOUND}`);
  });
});
