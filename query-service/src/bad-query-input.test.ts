import { apiRoutes, type RouteDeclaration } from '@iec-bets/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueryFixture, type QueryFixture } from './test-support/query-fixture.js';

/**
 * Whatever a query string or a path segment holds, every read route answers with a success or a 4xx in the one
 * error shape: never a 500. The command side has the same guarantee for bodies (command-service bad-input.test.ts);
 * each route's own tests check the messages of its ordinary mistakes.
 */
let fx: QueryFixture;
let sessions: { admin: string; voter: string };
let ids: { voter: string; question: string };

beforeAll(async () => {
  fx = await startQueryFixture();
  const admin = await fx.signUp('bad_input_admin', { admin: true });
  const voter = await fx.signUp('bad_input_voter');
  sessions = { admin: admin.cookie, voter: voter.cookie };
  ids = { voter: voter.userId, question: await fx.question() };
});
afterAll(async () => fx.close());

/** Every read route with the session that gets past its permission check, so the input itself is what is judged. */
const routes = (): Array<[path: string, who: 'admin' | 'voter' | null]> => [
  ['/api/users/search', 'voter'],
  [`/api/users/${ids.voter}/friends`, 'voter'],
  [`/api/users/${ids.voter}/friend-requests`, 'voter'],
  [`/api/users/${ids.voter}/sent-requests`, 'voter'],
  [`/api/questions/${ids.question}/friend-answers`, 'voter'],
  [`/api/questions/${ids.question}/comments`, 'voter'],
  ['/api/comments/public', null],
  ['/api/question-suggestions', 'admin'],
  ['/api/leaderboard', 'voter'],
  ['/api/leaderboard/topics', 'voter'],
  ['/api/tags', null],
  ['/api/tags/turnout/questions', null],
  ['/api/tags/turnout/officials', null],
  ['/api/tags/turnout/predictions', null],
  ['/api/officials', null],
  ['/api/predictions', null],
  ['/api/admin/users', 'admin'],
  ['/api/admin/analytics', 'admin'],
  ['/api/admin/newsletter-subscribers', 'admin'],
  ['/api/newsletter/unsubscribe', null],
  ['/api/questions/public', null],
  [`/api/questions/${ids.question}`, null],
  [`/api/questions/${ids.question}/public-results`, null],
  [`/api/questions/${ids.question}/results-history`, null],
  [`/api/questions/${ids.question}/picture`, null],
  ['/api/questions/today', 'voter'],
  ['/api/admin/questions', 'admin'],
  [`/api/questions/${ids.question}/disputes/mine`, 'voter'],
  ['/api/admin/disputes', 'admin'],
  [`/api/questions/${ids.question}/history`, null],
  ['/api/seals', null],
  ['/api/calibration', null],
  [`/api/users/${ids.voter}/track-record`, 'voter'],
  [`/api/users/${ids.voter}/export`, 'voter'],
  [`/api/users/${ids.voter}/comments-on-deleted-questions`, 'voter'],
  ['/api/admin/moderation/reports', 'admin'],
  ['/api/admin/drafts', 'admin'],
  ['/api/admin/questions/deleted', 'admin'],
  [`/api/admin/questions/${ids.question}/history`, 'admin'],
  ['/api/me/celebrations', 'voter'],
  [`/api/users/${ids.voter}/friend-activity`, 'voter'],
  ['/api/health', null],
  [`/api/questions/${ids.question}/results`, 'voter'],
  ['/api/auth/me', 'voter'],
  [`/api/users/${ids.voter}`, 'voter'],
  [`/api/users/${ids.voter}/stats`, 'voter'],
  [`/api/users/${ids.voter}/history`, 'voter'],
  [`/api/users/${ids.voter}/answers/${ids.question}`, 'voter'],
  [`/api/users/${ids.voter}/picks`, 'voter'],
  ['/api/notifications/vapid-public-key', null],
  ['/api/notifications/channels', null],
  ['/api/privacy/contact', null],
  [`/api/images/${'0'.repeat(64)}`, null],
];

/** Every query parameter any of these routes reads. */
const PARAMS = ['q', 'limit', 'before', 'scope', 'status', 'user', 'userId', 'search', 'page', 'pageSize', 'days', 'asOf', 'month', 'tag', 'email', 'questionIds'];
const everyParam = (value: string) => PARAMS.map((name) => `${name}=${value}`).join('&');

const queries: Array<[label: string, query: string]> = [
  ['every parameter repeated', `${everyParam('a')}&${everyParam('b')}`],
  ['bracketed array syntax', PARAMS.map((name) => `${name}[]=1&${name}[]=2`).join('&')],
  ['bracketed object syntax', PARAMS.map((name) => `${name}[$gt]=`).join('&')],
  ['empty values', everyParam('')],
  ['a NUL byte and a lone surrogate', everyParam('%00%ED%A0%80')],
  ['broken percent-encoding', everyParam('%ZZ%')],
  ['huge numbers', everyParam('1e400')],
  ['negative and fractional numbers', everyParam('-1.5')],
  ['very long values', everyParam('x'.repeat(2_000))],
  ['prototype names', 'constructor=1&__proto__=1&toString=1&hasOwnProperty=1'],
  ['operator-looking values', everyParam(encodeURIComponent('{"$ne":null}'))],
];

const segments: Array<[label: string, segment: string]> = [
  ['a NUL byte', '%00'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['a path traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['an emoji', '%F0%9F%97%B3'],
  ['spaces only', '%20%20%20'],
];

const expectNoServerError = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json() as { error: string; statusCode: number };
    expect(body).toEqual({ error: expect.any(String), statusCode: response.statusCode });
    expect(body.error.length).toBeGreaterThan(0);
  }
};

const readRoutes = apiRoutes.filter((route) => route.method === 'GET');
const parameterCount = (route: RouteDeclaration) => route.url.split(':').length - 1;

/**
 * The read route a path goes to: of those whose pattern it fits (each parameter one segment), the one with the
 * fewest parameters, as Fastify prefers a fixed segment to a parameter (`/api/users/search` is not a user's profile).
 */
function readRouteOf(path: string): RouteDeclaration | undefined {
  const fits = (route: RouteDeclaration) => new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/?]+')}(\\?.*)?$`).test(path);
  return readRoutes.filter(fits).sort((a, b) => parameterCount(a) - parameterCount(b))[0];
}

/** The read routes among `which` that none of `paths` goes to. */
const readRoutesMissingFrom = (paths: string[], which: (route: RouteDeclaration) => boolean) => {
  const reached = new Set(paths.map(readRouteOf));
  return readRoutes.filter((route) => which(route) && !reached.has(route)).map((route) => route.url);
};

describe('the routes tried here', () => {
  it('are every read route of the API, so that one added is tried with odd input too', () => {
    expect(readRoutesMissingFrom(routes().map(([path]) => path), () => true)).toEqual([]);
  });

  it('are served here, so that odd input reaches each one', async () => {
    const unserved: string[] = [];
    for (const [path, who] of routes()) {
      const response = await fx.get(path, who ? sessions[who] : undefined);
      if (response.statusCode === 404 && /route/i.test(response.body)) unserved.push(`${path}: ${response.body}`);
    }
    expect(unserved).toEqual([]);
  });

  it('include every read route with a path parameter among those tried with odd segments', () => {
    expect(readRoutesMissingFrom(segmentTemplates.map((template) => template('segment')), (route) => route.url.includes(':'))).toEqual([]);
  });
});

describe('odd query strings on every read route', () => {
  it.each(queries)('%s: a success or a 4xx in the error shape', async (_, query) => {
    for (const [path, who] of routes()) {
      const response = await fx.get(`${path}?${query}`, who ? sessions[who] : undefined);
      expectNoServerError(response);
    }
  });
});

/** Every read route with a path parameter, with `segment` in its place (the first, where there are two). */
const segmentTemplates = [
  (segment: string) => `/api/users/${segment}/friends`,
  (segment: string) => `/api/users/${segment}/friend-requests`,
  (segment: string) => `/api/users/${segment}/sent-requests`,
  (segment: string) => `/api/users/${segment}/track-record`,
  (segment: string) => `/api/questions/${segment}/friend-answers?userId=${ids.voter}`,
  (segment: string) => `/api/questions/${segment}`,
  (segment: string) => `/api/questions/${segment}/comments`,
  (segment: string) => `/api/questions/${segment}/disputes/mine`,
  (segment: string) => `/api/questions/${segment}/public-results?asOf=2026-11-24T10:00:00Z`,
  (segment: string) => `/api/questions/${segment}/results-history`,
  (segment: string) => `/api/questions/${segment}/picture`,
  (segment: string) => `/api/questions/${segment}/history`,
  (segment: string) => `/api/tags/${segment}/questions`,
  (segment: string) => `/api/tags/${segment}/officials`,
  (segment: string) => `/api/tags/${segment}/predictions`,
  (segment: string) => `/api/images/${segment}`,
  (segment: string) => `/api/admin/questions/${segment}/history`,
  (segment: string) => `/api/users/${segment}/friend-activity`,
  (segment: string) => `/api/questions/${segment}/results`,
  (segment: string) => `/api/users/${segment}`,
  (segment: string) => `/api/users/${segment}/stats`,
  (segment: string) => `/api/users/${segment}/history`,
  (segment: string) => `/api/users/${segment}/export`,
  (segment: string) => `/api/users/${segment}/comments-on-deleted-questions`,
  (segment: string) => `/api/users/${segment}/answers/${ids.question}`,
  (segment: string) => `/api/users/${ids.voter}/answers/${segment}`,
  (segment: string) => `/api/users/${segment}/picks?questionIds=${ids.question}`,
];

describe('odd path segments', () => {
  // As a player and as an admin, so that the admins' routes judge the segment rather than refuse the player.
  it.each(segments)('%s: a success or a 4xx in the error shape', async (_, segment) => {
    for (const url of segmentTemplates.map((template) => template(segment))) {
      expectNoServerError(await fx.get(url, sessions.voter));
      expectNoServerError(await fx.get(url, sessions.admin));
    }
  });
});
