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
          readStore.find<QuestionDocument>(ReadModel.questions, {
            where: { isPublished: true, day: { $gte: from, $lte: to } },
            orderBy: [['date', 'desc']],
          }),
          suggestionCounts(),
        ]);
        return { from, to, ...dailySeries(period, dayDocs), questions: questions.map(toParticipation), suggestions };
      },
    });
  });
};
