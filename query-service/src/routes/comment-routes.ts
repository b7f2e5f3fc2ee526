import {
  type CommentDocument,
  commentDocumentId,
  CommentList,
  CommentQueries,
  DISCUSSION_PAGE,
  PublicComments,
  QUESTION_NOT_FOUND,
  type QuestionDocument,
  ReadModel,
} from '@iec-bets/contracts';
import { declaredRoute, notFound, type ProjectorWatermark, signedInScope, type ReadStore } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { toComments } from '../views/comment-view.js';
import { DiscussionCopies, FeedCommentCopies } from '../views/discussion-copies.js';
import { newestFirstPage, type PageStart } from '../views/newest-first-page.js';
import { publicFeedPage } from '../views/public-feed-page.js';

/** The landing and predictions pages show 3 comments per question and "+N more" from commentCount. */
export const PUBLIC_COMMENTS_PER_QUESTION = 10;

/**
 * The latest `limit` comments of a question (written before `start`, when given), returned oldest first: a
 * discussion reads top to bottom like a conversation, and a new comment appears at the end, beside the box it was
 * typed in. An older page is asked for with `before` and `beforeId` = the createdAt and id of the first comment shown.
 */
async function discussion(readStore: ReadStore, questionId: string, limit: number, start?: PageStart): Promise<CommentDocument[]> {
  // The documents' ids put the question's before the comment's (commentDocumentId): so must the position's.
  const position = start && { before: start.before, beforeId: start.beforeId && commentDocumentId(questionId, start.beforeId) };
  const latest = await newestFirstPage<CommentDocument>(readStore, ReadModel.comments, {
    where: { questionId },
    field: 'createdAt',
    limit,
    ...(position && { start: position }),
  });
  return latest.reverse();
}


export const commentRoutes: FastifyPluginAsyncZod<QueryDeps & { watermark: ProjectorWatermark }> = async (app, deps) => {
  const { readStore } = deps;
  const discussions = new DiscussionCopies(deps.watermark, { maxEntries: 5_000 });
  const feedComments = new FeedCommentCopies(deps.watermark, { maxEntries: 1_000 });

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(CommentQueries.discussion),
      handler: async (request, reply) => {
        const { id } = request.params;
        const { limit, before, beforeId } = request.query;
        const question = await readStore.get<QuestionDocument>(ReadModel.questions, id);
        // A draft is no one's to discuss yet; a deleted question is gone with its comments.
        if (!question || !question.isPublished) throw notFound(QUESTION_NOT_FOUND);
        const read = async () =>
          JSON.stringify(CommentList.parse(await toComments(readStore, await discussion(readStore, id, limit, { before, beforeId }))));
        // Every open discussion polls its latest page: that one is kept per question, and the cached body is sent as it
        // is (a string skips the serializer), checked against the declared schema when it was cached. An older page is
        // read by one person scrolling back, and read afresh: kept by its query, made-up queries could fill the copies
        // and empty them for everyone.
        const latestPage = before === undefined && beforeId === undefined && limit === DISCUSSION_PAGE;
        const body = latestPage ? await discussions.get(id, request.readPosition, read) : await read();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });
  });

  /**
   * For visitors: the comments of the public feed's questions (published, not archived), the same page of them as
   * GET /api/questions/public with the same `limit`, `before` and `beforeId`, each question's latest few, oldest first.
   */
  app.route({
    ...declaredRoute(CommentQueries.public),
    handler: async (request, reply) => {
      const { limit, before, beforeId } = request.query;
      const read = async () => JSON.stringify(PublicComments.parse(await feedCommentsPage(readStore, limit, { before, beforeId })));
      // The landing page's first page is kept (by its size, a few at most); a page further back is read afresh.
      const firstPage = before === undefined && beforeId === undefined;
      const body = firstPage ? await feedComments.get(String(limit), request.readPosition, read) : await read();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
};

/** The public feed's page of questions from `start`, and the latest few comments of each that has any. */
async function feedCommentsPage(readStore: ReadStore, limit: number, start: PageStart): Promise<PublicComments> {
  const questions = await publicFeedPage(readStore, limit, start);
  const discussed = questions.filter((question) => question.commentCount > 0);
  const lists = await Promise.all(
    discussed.map(async (question) => toComments(readStore, await discussion(readStore, question.id, PUBLIC_COMMENTS_PER_QUESTION))),
  );
  const body: PublicComments = {};
  discussed.forEach((question, index) => {
    if (lists[index]!.length > 0) body[question.id] = lists[index]!;
  });
  return body;
}
