import { type QuestionDocument, ReadModel } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { newestFirstPage, type PageStart } from './newest-first-page.js';

/**
 * A page of the public feed's questions (published, not archived), newest first: the page that
 * GET /api/questions/public lists and that the reads about its questions (their comments, friends' activity on them)
 * take with the same `limit`, `before` and `beforeId`.
 */
export function publicFeedPage(readStore: ReadStore, limit: number | undefined, start: PageStart): Promise<QuestionDocument[]> {
  return newestFirstPage<QuestionDocument>(readStore, ReadModel.questions, {
    where: { isPublished: true, isArchived: false },
    field: 'date',
    limit,
    start,
  });
}
