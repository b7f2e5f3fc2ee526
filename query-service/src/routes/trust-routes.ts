import {
  type DailySeal,
  LOG_HEAD_ID,
  type LogSealDocument,
  QUESTION_NOT_FOUND,
  ReadModel,
  streams,
  TrustQueries,
} from '@iec-bets/contracts';
import { declaredRoute, notFound } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { shownActorIds, toPublicHistory, wasPublished } from '../views/public-history-view.js';
import { usersById } from '../views/users-by-id.js';

/** A year of daily seals: a page that stays small, and more than anyone comparing copies goes back. */
const sealsShown = 366;

const toDailySeal = ({ day, lastPosition, eventCount, headHash }: LogSealDocument): DailySeal => ({
  day,
  lastPosition,
  eventCount,
  headHash,
});

export const trustRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore, eventStore } = deps;

  // From the log, not a read model: the history, and its links, are what the log holds.
  app.route({
    ...declaredRoute(TrustQueries.questionHistory),
    handler: async (request) => {
      const { id } = request.params;
      const streamId = streams.question(id);
      const events = await eventStore.readStream(streamId);
      if (!wasPublished(events)) throw notFound(QUESTION_NOT_FOUND);
      const admins = await usersById(readStore, shownActorIds(events));
      const names = new Map([...admins].map(([id, admin]) => [id, admin.username]));
      return { questionId: id, streamId, entries: toPublicHistory(events, names) };
    },
  });

  app.route({
    ...declaredRoute(TrustQueries.seals),
    handler: async () => {
      const [head, closed] = await Promise.all([
        readStore.get<LogSealDocument>(ReadModel.logSeals, LOG_HEAD_ID),
        readStore.find<LogSealDocument>(ReadModel.logSeals, {
          where: { closed: true },
          orderBy: [['day', 'desc']],
          limit: sealsShown,
        }),
      ]);
      return { head: head ? toDailySeal(head) : null, seals: closed.map(toDailySeal) };
    },
  });
};
