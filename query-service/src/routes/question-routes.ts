import {
  type AnswerDocument,
  answerDocumentId,
  PublicResults,
  QUESTION_NOT_FOUND,
  QUESTION_PICTURE_MAX_AGE_SECONDS,
  type QuestionDocument,
  QuestionQueries,
  ReadModel,
  southAfricanDay,
  type UserResults,
} from '@iec-bets/contracts';
import { declaredRoute, etagMatches, type Filter, notFound, type ProjectorWatermark, requireSelf, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type QueryDeps, systemClock } from '../deps.js';
import { newestFirstPage, type PageStart } from '../views/newest-first-page.js';
import { friendAnswersTo } from '../views/friend-answers-view.js';
import { QuestionReadsCache } from '../views/question-reads-cache.js';
import { toPublicResults, toPublicResultsAt, toQuestion } from '../views/question-view.js';
import { ResultsTimeline } from '../views/results-timeline-view.js';
import { drawPreviewPicture } from '../pictures/draw-preview-picture.js';
import { DrawnPictures, pictureEtag } from '../pictures/drawn-pictures.js';
import { PREVIEW_IMAGE } from '../pages/link-preview-tags.js';
import { RenderBudget } from '../pages/render-budget.js';
import { previewPicture } from '../pictures/preview-picture.js';
import { cachedCopyEarlyAnswer } from './cached-copy-early-answer.js';
import { publicResultsCopyKey, questionCopyKeys, questionListCopyKey } from './question-copy-keys.js';


export const questionRoutes: FastifyPluginAsyncZod<QueryDeps & { watermark: ProjectorWatermark }> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;
  const listsCache = new QuestionReadsCache(deps.watermark, { maxEntries: 1_000 });
  const resultsCache = new QuestionReadsCache(deps.watermark, { maxEntries: 5_000 });
  // A visitor's reads of these copies are answered before the framework (cached-copy-early-answer.ts). Early answers
  // run before every hook: one added to this plugin's scope would have to be added to them too.
  const today = () => southAfricanDay(clock());
  app.earlyAnswers.add(cachedCopyEarlyAnswer(resultsCache, deps.watermark, publicResultsCopyKey(app.prefix)));
  app.earlyAnswers.add(cachedCopyEarlyAnswer(listsCache, deps.watermark, questionListCopyKey(app.prefix, today)));

  /**
   * Published questions, newest first (a day's several questions by id), after `start` when given, as the JSON body
   * the lists are sent as (each checked by toQuestion).
   */
  async function questionListBody(where: Filter, limit?: number, start?: PageStart): Promise<string> {
    const docs = await newestFirstPage<QuestionDocument>(readStore, ReadModel.questions, { where, field: 'date', limit, ...(start && { start }) });
    return JSON.stringify(docs.map(toQuestion));
  }

  /** A question the public may see: published and not deleted (archived ones keep their results). */
  async function publishedQuestion(id: string): Promise<QuestionDocument> {
    const doc = await readStore.get<QuestionDocument>(ReadModel.questions, id);
    if (!doc || !doc.isPublished) throw notFound(QUESTION_NOT_FOUND);
    return doc;
  }

  // Every open client refetches these two when a question is published: served from the replica's cache (the
  // body is sent as it is, a string skipping the serializer).
  app.route({
    ...declaredRoute(QuestionQueries.today),
    handler: async (request, reply) => {
      const day = today();
      const body = await listsCache.get(questionCopyKeys.today(day), request.readPosition, () =>
        questionListBody({ day, isPublished: true, isArchived: false, isResolved: false }),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  app.route({
    ...declaredRoute(QuestionQueries.public),
    handler: async (request, reply) => {
      const { limit, before, beforeId } = request.query;
      const body = await listsCache.get(questionCopyKeys.publicList(limit, before, beforeId), request.readPosition, () =>
        questionListBody({ isPublished: true, isArchived: false }, limit, { before, beforeId }),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  // Read by a history page's summary, by the pages' link previews and by whoever builds on the API: not polled, so
  // not cached.
  app.route({
    ...declaredRoute(QuestionQueries.one),
    handler: async (request) => toQuestion(await publishedQuestion(request.params.id)),
  });

  // What a shared link's preview shows (pages/link-preview-tags.ts). Drawing one takes about 0.1 s of CPU, so the
  // drawings have a budget of their own (a fifth of each second), as the members' screens do: past it a picture not
  // drawn yet is the site's own, for now, never kept (a crawler cycling through every question's picture cannot take
  // the thread from the reads).
  const pictureBudget = deps.pictureBudget ?? new RenderBudget({ shareOfTime: 0.2, firstExpectedMs: 100 });
  const pictures = new DrawnPictures((picture) => pictureBudget.run(() => drawPreviewPicture(picture)));
  app.route({
    ...declaredRoute(QuestionQueries.picture),
    handler: async (request, reply) => {
      const picture = previewPicture(toQuestion(await publishedQuestion(request.params.id)));
      const headers = { 'cache-control': `public, max-age=${QUESTION_PICTURE_MAX_AGE_SECONDS}`, etag: pictureEtag(picture) };
      // Known without drawing: a cache asking again after a restart costs no drawing.
      if (etagMatches(request.headers['if-none-match'], headers.etag)) return reply.status(304).headers(headers).send(null);
      const drawn = await pictures.get(picture, headers.etag);
      if (!drawn) return reply.header('cache-control', 'no-store').redirect(PREVIEW_IMAGE.path, 307);
      return reply.headers(headers).type('image/png').send(drawn.png);
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
      const body = await resultsCache.get(questionCopyKeys.publicResults(id), request.readPosition, async () =>
        JSON.stringify(PublicResults.parse(toPublicResults(await publishedQuestion(id)))),
      );
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
