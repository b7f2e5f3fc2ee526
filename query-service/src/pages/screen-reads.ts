import { type PageRead, type PageReads, type Question, southAfricanDay, type User } from '@iec-bets/contracts';

/**
 * A GET /api read made in-process with the visitor's cookie, as its route answers it; undefined when it could not be
 * made at the position the page wants, and the client must make it itself.
 */
export type ReadRoute = (url: string) => Promise<PageRead | undefined>;

const user = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/**
 * Today's questions and, for each, the member's answer and the results shown once it is in: the chain home and /vote
 * would otherwise walk one round trip at a time (the answer a 404 while unanswered). The navigation's Vote badge
 * reads the same answers on every screen; the results go only with home and /vote, which show them.
 */
async function today(read: ReadRoute, userId: string, withResults: boolean): Promise<(readonly [string, PageRead | undefined])[]> {
  const questions = await read('/api/questions/today');
  // Without today's questions the client reads them, and what follows from them, itself.
  if (questions?.status !== 200) return [];
  const ids = (questions.body as Question[]).map((question) => question.id);
  const follow = [
    ...ids.map((id) => `${user(userId)}/answers/${encodeURIComponent(id)}`),
    ...(withResults ? ids.map((id) => `/api/questions/${encodeURIComponent(id)}/results?userId=${encodeURIComponent(userId)}`) : []),
  ];
  return [['/api/questions/today', questions], ...(await Promise.all(follow.map(async (url) => [url, await read(url)] as const)))];
}

/**
 * The published list, and the results of the questions in it decided today: home and /vote show those beside the
 * open ones (client/src/features/questions/lib/decided-today.ts), and the countdown reads the list for the next ones.
 */
async function decidedToday(read: ReadRoute, userId: string): Promise<(readonly [string, PageRead | undefined])[]> {
  const published = await read('/api/questions/public');
  if (published?.status !== 200) return [];
  const day = southAfricanDay(new Date());
  const decided = (published.body as Question[]).filter((question) => question.isResolved && southAfricanDay(question.date) === day);
  const results = decided.map((question) => `/api/questions/${encodeURIComponent(question.id)}/results?userId=${encodeURIComponent(userId)}`);
  return [['/api/questions/public', published], ...(await Promise.all(results.map(async (url) => [url, await read(url)] as const)))];
}

/** The screens that show today's questions, whose results show as soon as each is answered. */
const TODAY_PATHS = new Set(['/', '/home', '/vote']);

/** The member's figures and rank among friends, beside the results on home and /vote. */
const standing = (userId: string) => [`${user(userId)}/stats`, '/api/leaderboard?scope=friends&limit=1'];

/**
 * Each member screen's first reads, by path and the page's query string, as the client's route preloading
 * (client/src/app/member-preloads.ts) and the screen itself ask them: the same paths and query strings, or the client
 * would not find them in the page. The leaderboard always shows the national board's summary, and the friends' board
 * too when its address asks for it (`?scope=friends`).
 */
const SCREEN_READS: Record<string, (userId: string, search: URLSearchParams) => string[]> = {
  '/': standing,
  '/home': standing,
  '/vote': standing,
  '/leaderboard': (userId, search) => [
    '/api/leaderboard?scope=national',
    `${user(userId)}/friends`,
    ...(search.get('scope') === 'friends' ? ['/api/leaderboard?scope=friends'] : []),
  ],
  '/friends': (userId) => [`${user(userId)}/friends`, `${user(userId)}/sent-requests`],
  '/research': () => ['/api/tags'],
  '/profile': (userId) => [`${user(userId)}/stats`, `${user(userId)}/history?limit=5`],
};

/** The admin dashboard's paths; its reads go to admins only (anyone else would be sent 403s). */
const ADMIN_PATHS = new Set(['/admin', '/admin/testing', '/newadmin', '/dashboard']);
/** What waits for an admin, which the navigation's Admin item counts on every screen of theirs. */
const ADMIN_WAITING_READS = ['/api/admin/disputes', '/api/admin/moderation/reports'];
const ADMIN_READS = ['/api/admin/questions', '/api/admin/drafts', ...ADMIN_WAITING_READS];

/**
 * What a signed-in member's page at `path` (with `search`, its query string) carries for its screen: every screen's navigation (today's answers for
 * the Vote badge, incoming friend requests for the Friends one, an admin's waiting work for the Admin one) and the
 * screen's own first reads, all read at once.
 * Only answers the client would keep go in (200, and a 404 that means "none"); anything else it asks again itself.
 */
export async function screenReads(path: string, member: User, read: ReadRoute, search = ''): Promise<PageReads> {
  const own = ADMIN_PATHS.has(path) ? (member.isAdmin ? ADMIN_READS : []) : (SCREEN_READS[path]?.(member.id, new URLSearchParams(search)) ?? []);
  const urls = new Set([`${user(member.id)}/friend-requests`, ...(member.isAdmin ? ADMIN_WAITING_READS : []), ...own]);
  // Today's questions and what depends on them, the decided ones on the screens that show them, and meanwhile the rest.
  const [todayReads, decidedReads, others] = await Promise.all([
    today(read, member.id, TODAY_PATHS.has(path)),
    TODAY_PATHS.has(path) ? decidedToday(read, member.id) : [],
    Promise.all([...urls].map(async (url) => [url, await read(url)] as const)),
  ]);
  const reads: PageReads = {};
  for (const [url, response] of [...todayReads, ...decidedReads, ...others]) {
    if (response?.status === 200 || response?.status === 404) reads[url] = response;
  }
  return reads;
}
