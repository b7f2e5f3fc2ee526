import {
  answerDocumentId,
  type AnswerDocument,
  PublicResults,
  type QuestionDocument,
  QuestionQueries,
  ReadModel,
  southAfricanDay,
  type UserResults,
} from '@iec-bets/contracts';
import { declaredRoute, notFound, requireSelf, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type QueryDeps, systemClock } from '../deps.js';
import { friendAnswersTo } from '../views/friend-answers-view.js';
import { toPublicResults, toPublicResultsAt, toQuestion } from '../views/question-view.js';
import { ResultsTimeline } from '../views/results-timeline-view.js';
import { ResultsCache } from '../views/results-cache.js';

const QUESTION_NOT_FOUND = 'Question not found';

export const questionRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;
  const resultsCache = new ResultsCache();

  /** A question the public may see: published and not deleted (archived ones keep their results). */
  async function publishedQuestion(id: string): Promise<QuestionDocument> {
    const doc = await readStore.get<QuestionDocument>(ReadModel.questions, id);
    if (!doc || !doc.isPublished) throw notFound(QUESTION_NOT_FOUND);
    return doc;
  }

  app.route({
    ...declaredRoute(QuestionQueries.today),
    handler: async () => {
      const docs = await readStore.find<QuestionDocument>(ReadModel.questions, {
        where: { day: southAfricanDay(clock()), isPublished: true, isArchived: false, isResolved: false },
        orderBy: [['date', 'desc']],
      });
      return docs.map(toQuestion);
    },
  });

  app.route({
    ...declaredRoute(QuestionQueries.public),
    handler: async (request) => {
      const { limit, before } = request.query;
      const docs = await readStore.find<QuestionDocument>(ReadModel.questions, {
        where: { isPublished: true, isArchived: false, ...(before ? { date: { $lt: before } } : {}) },
        orderBy: [['date', 'desc']],
        limit,
      });
      return docs.map(toQuestion);
    },
  });

  app.route({
    ...declaredRoute(QuestionQueries.publicResults),
    handler: async (request, reply) => {
      const { id } = request.params;
      const { asOf } = request.query;
      if (asOf !== undefined) {
        const question = await publishedQuestion(id);
        const timeline = await ResultsTimeline.of(readStore, question);
        return toPublicResultsAt(question, await timeline.countsAt(asOf));
      }
      // The hot path of a poll: the cached body is sent as it is (a string skips the serializer); it was checked
      // against the declared schema when it was cached.
      let body = resultsCache.get(id, request.readPosition);
      if (!body) {
        body = JSON.stringify(PublicResults.parse(toPublicResults(await publishedQuestion(id))));
        resultsCache.set(id, request.readPosition, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  app.route({
    ...declaredRoute(QuestionQueries.resultsHistory),
    handler: async (request) => {
      const question = await publishedQuestion(request.params.id);
      return (await ResultsTimeline.of(readStore, question)).history(clock());
    },
  });

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(QuestionQueries.results),
      handler: async (request) => {
        const { id } = request.params;
        const userId = requireSelf(request, request.query.userId);
        const question = await publishedQuestion(id);
        const answer = await readStore.get<AnswerDocument>(ReadModel.answers, answerDocumentId(id, userId));
        const results: UserResults = {
          ...toPublicResults(question),
          friendAnswers: await friendAnswersTo(readStore, question, userId),
          userAnswer: answer ? { optionId: answer.optionId } : null,
        };
        return results;
      },
    });
  });
};
