import { ReadModel, type CommentDocument, type PublicComments, type QuestionDocument } from '@iec-bets/contracts';
import { notFound, parseInput, requireUser, type ReadStore } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { QueryDeps } from '../deps.js';
import { toComments } from '../views/comment-view.js';
import { IdParams, PageQuery } from '@iec-bets/contracts';

/** The landing and predictions pages show 3 (friends: 5) comments per question and "+N more" from commentCount. */
export const PUBLIC_COMMENTS_PER_QUESTION = 10;

const before = PageQuery.shape.before;
const DiscussionQuery = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(500, 'limit must be at most 500')
    .default(200),
  before,
});

/**
 * The latest `limit` comments of a question (written before `before`, when given), returned oldest first: a
 * discussion reads top to bottom like a conversation, and a new comment appears at the end, beside the box it was
 * typed in. An older page is asked for with `before` = the createdAt of the first comment shown.
 */
async function discussion(readStore: ReadStore, questionId: string, limit: number, until?: string): Promise<CommentDocument[]> {
  const latest = await readStore.find<CommentDocument>(ReadModel.comments, {
    where: { questionId, ...(until ? { createdAt: { $lt: until } } : {}) },
    orderBy: [['createdAt', 'desc']],
    limit,
  });
  return latest.reverse();
}

export const commentRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;

  app.get('/api/questions/:id/comments', async (request) => {
    requireUser(request);
    const { id } = parseInput(IdParams, request.params);
    const { limit, before: until } = parseInput(DiscussionQuery, request.query);
    const question = await readStore.get<QuestionDocument>(ReadModel.questions, id);
    // A draft is no one's to discuss yet; a deleted question is gone with its comments.
    if (!question || !question.isPublished) throw notFound('Question not found');
    return toComments(readStore, await discussion(readStore, id, limit, until));
  });

  /**
   * For visitors: the comments of the public feed's questions (published, not archived), the same page of them as
   * GET /api/questions/public with the same `limit` and `before`, each question's latest few, oldest first.
   */
  app.get('/api/comments/public', async (request) => {
    const { limit, before: until } = parseInput(PageQuery, request.query);
    const questions = await readStore.find<QuestionDocument>(ReadModel.questions, {
      where: { isPublished: true, isArchived: false, ...(until ? { date: { $lt: until } } : {}) },
      orderBy: [['date', 'desc']],
      limit,
    });
    const discussed = questions.filter((question) => question.commentCount > 0);
    const lists = await Promise.all(
      discussed.map(async (question) => toComments(readStore, await discussion(readStore, question.id, PUBLIC_COMMENTS_PER_QUESTION))),
    );
    const body: PublicComments = {};
    discussed.forEach((question, index) => {
      if (lists[index]!.length > 0) body[question.id] = lists[index]!;
    });
    return body;
  });
};
