import {
  answerDocumentId,
  type AnswerDocument,
  type QuestionDocument,
  ReadModel,
  southAfricanDay,
  type UserResults,
} from '@iec-bets/contracts';
import { notFound, parseInput, requireSelf } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import { type QueryDeps, systemClock } from '../deps.js';
import { friendAnswersTo } from '../views/friend-answers-view.js';
import { toPublicResults, toQuestion } from '../views/question-view.js';
import { ResultsCache } from '../views/results-cache.js';
import { IdParams, PageQuery, UserIdQuery } from './params.js';

const QUESTION_NOT_FOUND = 'Question not found';

export const questionRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;
  const resultsCache = new ResultsCache();

  /** A question the public may see: published and not deleted (archived ones keep their results). */
  async function publishedQuestion(id: string): Promise<QuestionDocument> {
    const doc = await readStore.get<QuestionDocument>(ReadModel.questions, id);
    if (!doc || !doc.isPublished) throw notFound(QUESTION_NOT_FOUND);
    return doc;
  }

  app.get('/api/questions/today', async () => {
    const docs = await readStore.find<QuestionDocument>(ReadModel.questions, {
      where: { day: southAfricanDay(clock()), isPublished: true, isArchived: false, isResolved: false },
      orderBy: [['date', 'desc']],
    });
    return docs.map(toQuestion);
  });

  app.get('/api/questions/public', async (request) => {
    const { limit, before } = parseInput(PageQuery, request.query);
    const docs = await readStore.find<QuestionDocument>(ReadModel.questions, {
      where: { isPublished: true, isArchived: false, ...(before ? { date: { $lt: before } } : {}) },
      orderBy: [['date', 'desc']],
      limit,
    });
    return docs.map(toQuestion);
  });

  app.get('/api/questions/:id/public-results', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const cached = resultsCache.get(id, request.readPosition);
    if (cached) return cached;
    const results = toPublicResults(await publishedQuestion(id));
    resultsCache.set(id, request.readPosition, results);
    return results;
  });

  app.get('/api/questions/:id/results', async (request) => {
    const { id } = parseInput(IdParams, request.params);
    const userId = requireSelf(request, parseInput(UserIdQuery, request.query).userId);
    const question = await publishedQuestion(id);
    const answer = await readStore.get<AnswerDocument>(ReadModel.answers, answerDocumentId(id, userId));
    const results: UserResults = {
      ...toPublicResults(question),
      friendAnswers: await friendAnswersTo(readStore, question, userId),
      userAnswer: answer ? { optionId: answer.optionId } : null,
    };
    return results;
  });
};
