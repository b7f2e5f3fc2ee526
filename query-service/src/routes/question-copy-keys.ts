import { PageQuery, QuestionQueries } from '@iec-bets/contracts';
import type { CopyKeyOfPath } from './cached-copy-early-answer.js';

/**
 * The keys under which the question routes keep their JSON bodies (question-routes.ts), and which path without a
 * query string each key answers (for early answers, cached-copy-early-answer.ts). Kept together so that both sides
 * name a copy the same way.
 */
export const questionCopyKeys = {
  publicResults: (questionId: string) => questionId,
  today: (day: string) => `today:${day}`,
  publicList: (limit: number, before: string | undefined, beforeId?: string) =>
    `public:${limit}:${before ?? ''}${beforeId === undefined ? '' : ` ${beforeId}`}`,
};

const [RESULTS_PREFIX, RESULTS_SUFFIX] = QuestionQueries.publicResults.url.split(':id') as [string, string];
/** The page of the public list a request without a query string gets. */
const { limit: DEFAULT_PAGE } = PageQuery.parse({});

/** `/api/questions/{id}/public-results`, the id spelled as the route's cache keeps it, under the routes' prefix. */
export function publicResultsCopyKey(routePrefix = ''): CopyKeyOfPath {
  const prefix = routePrefix + RESULTS_PREFIX;
  return (path) => {
    if (!path.startsWith(prefix) || !path.endsWith(RESULTS_SUFFIX) || path.length <= prefix.length + RESULTS_SUFFIX.length) return undefined;
    const id = path.slice(prefix.length, -RESULTS_SUFFIX.length);
    return id.includes('/') ? undefined : questionCopyKeys.publicResults(id);
  };
}

/** Today's questions (of `today()`, the South African day) and the public list's first page, under the routes' prefix. */
export function questionListCopyKey(routePrefix: string, today: () => string): CopyKeyOfPath {
  const todayPath = routePrefix + QuestionQueries.today.url;
  const publicPath = routePrefix + QuestionQueries.public.url;
  return (path) => {
    if (path === todayPath) return questionCopyKeys.today(today());
    if (path === publicPath) return questionCopyKeys.publicList(DEFAULT_PAGE, undefined);
    return undefined;
  };
}
