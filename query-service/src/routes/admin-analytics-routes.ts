import {
  AdminAnalyticsQueries,
  ReadModel,
  southAfricanDay,
  SUGGESTION_STATUSES,
  type AnalyticsResponse,
  type DailyActivityDocument,
  type QuestionDocument,
  type SuggestionStatus,
} from '@iec-bets/contracts';
import { adminScope, declaredRoute } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type QueryDeps, systemClock } from '../deps.js';
import { dailySeries, periodEnding, toParticipation } from '../views/analytics-view.js';
import { isAdminByReadModel } from './is-admin.js';

export const adminAnalyticsRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;

  /** Every status with its count, zero for a status (or a whole collection) without suggestions. */
  async function suggestionCounts(): Promise<Record<SuggestionStatus, number>> {
    const counts = await Promise.all(SUGGESTION_STATUSES.map((status) => readStore.count(ReadModel.suggestions, { status })));
    return Object.fromEntries(SUGGESTION_STATUSES.map((status, index) => [status, counts[index]!])) as Record<SuggestionStatus, number>;
  }

  await adminScope(app, isAdminByReadModel(readStore), (admin) => {
    admin.route({
      ...declaredRoute(AdminAnalyticsQueries.analytics),
      handler: async (request): Promise<AnalyticsResponse> => {
        const { days } = request.query;
        const period = periodEnding(southAfricanDay(clock()), days);
        const from = period[0]!;
        const to = period.at(-1)!;
        const [dayDocs, questions, suggestions] = await Promise.all([
          // One document per day, found by its id (the day): at most `days` documents.
          readStore.find<DailyActivityDocument>(ReadModel.dailyActivity, { where: { id: { $gte: from, $lte: to } } }),
          // Newest first, by the day then the time: the order of the (day, date, id) index, which the day's range walks.
          // The period's drafts, a few at most, are passed over here: asked of the store, `isPublished` would have it
          // take the index of every published question and sort them.
          readStore.find<QuestionDocument>(ReadModel.questions, {
            where: { day: { $gte: from, $lte: to } },
            orderBy: [
              ['day', 'desc'],
              ['date', 'desc'],
            ],
          }),
          suggestionCounts(),
        ]);
        return { from, to, ...dailySeries(period, dayDocs), questions: questions.filter((question) => question.isPublished).map(toParticipation), suggestions };
      },
    });
  });
};
