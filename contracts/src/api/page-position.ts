import { z } from 'zod';
import { instantWithOffset } from './instant.js';

/** How many items a page may be asked for: a whole number from 1 to `max`, each refusal in the product's words. */
export function pageLimit(max: number) {
  return z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`);
}

/**
 * Where the next page of a newest-first list starts: after the last item shown, named by its time (`before`) and,
 * since two items can share a millisecond (a question's day, a busy minute of comments), by its id (`beforeId`).
 * With the time alone the page holds only what is strictly older, and an item that shares the last one's time is
 * skipped; with both, nothing is skipped or shown twice.
 */
export const pagePosition = {
  before: instantWithOffset('before must be an ISO date-time such as 2026-11-22T13:00:00Z').optional(),
  beforeId: z.string('beforeId must be text').min(1, 'beforeId must not be empty').max(100, 'beforeId must be at most 100 characters').optional(),
};

/** A query's check that `beforeId` comes with the `before` it breaks ties of: `.refine(...beforeIdNeedsBefore())`. */
export function beforeIdNeedsBefore() {
  return [
    (query: { before?: string | undefined; beforeId?: string | undefined }) => query.beforeId === undefined || query.before !== undefined,
    { message: 'beforeId needs before', path: ['beforeId'] },
  ] as const satisfies readonly [unknown, { message: string; path: string[] }];
}
