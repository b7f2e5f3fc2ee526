import { ModerationQueries, ReadModel, type CommentDocument } from '@iec-bets/contracts';
import { adminScope, declaredRoute } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { toModerationQueue } from '../views/moderation-queue-view.js';
import { isAdminByReadModel } from './is-admin.js';

/**
 * How much of the queue one look shows. Admins work from the top, and each decision takes a comment off it; a
 * longer list would only be scrolled past.
 */
export const MODERATION_QUEUE_PAGE = 100;

export const moderationRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore, eventStore } = deps;

  await adminScope(app, isAdminByReadModel(readStore), (admin) => {
    admin.route({
      ...declaredRoute(ModerationQueries.queue),
      handler: async () => {
        const where = { awaitingModeration: true };
        const [docs, waiting] = await Promise.all([
          readStore.find<CommentDocument>(ReadModel.comments, { where, orderBy: [['lastReportedAt', 'desc']], limit: MODERATION_QUEUE_PAGE }),
          readStore.count(ReadModel.comments, where),
        ]);
        return { waiting, comments: await toModerationQueue(readStore, eventStore, docs) };
      },
    });
  });
};
