import {
  AdminQueries,
  type DeletedQuestionDocument,
  QUESTION_NOT_FOUND,
  type QuestionDocument,
  type QuestionHistoryEntry,
  ReadModel,
  streams,
} from '@iec-bets/contracts';
import { adminScope, declaredRoute, notFound } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { toDeletedQuestion } from '../views/deleted-question-view.js';
import { decidedCommentId, moderatedComments } from '../views/moderated-comments.js';
import { newestFirstPage } from '../views/newest-first-page.js';
import { toQuestion } from '../views/question-view.js';
import { usersById } from '../views/users-by-id.js';
import { isAdminByReadModel } from './is-admin.js';

export const adminRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore, eventStore } = deps;

  await adminScope(app, isAdminByReadModel(readStore), (admin) => {
    admin.route({
      ...declaredRoute(AdminQueries.questions),
      handler: async () => {
        const docs = await readStore.find<QuestionDocument>(ReadModel.questions, { orderBy: [['createdAt', 'desc']] });
        return docs.map(toQuestion);
      },
    });

    admin.route({
      ...declaredRoute(AdminQueries.drafts),
      handler: async () => {
        const docs = await readStore.find<QuestionDocument>(ReadModel.questions, {
          where: { isPublished: false },
          orderBy: [['createdAt', 'desc']],
        });
        return docs.map(toQuestion);
      },
    });

    // The deleted questions are gone from the lists above: this is where an audit finds them, and their histories.
    admin.route({
      ...declaredRoute(AdminQueries.deleted),
      handler: async (request) => {
        const { limit, before, beforeId } = request.query;
        const docs = await newestFirstPage<DeletedQuestionDocument>(readStore, ReadModel.deletedQuestions, {
          where: {},
          field: 'deletedAt',
          limit,
          start: { before, beforeId },
        });
        const deleters = await usersById(readStore, docs.flatMap((doc) => doc.deletedBy ?? []));
        return docs.map((doc) => toDeletedQuestion(doc, deleters));
      },
    });

    // Read from the log, not a read model: the trail of a question outlives the question itself.
    admin.route({
      ...declaredRoute(AdminQueries.history),
      handler: async (request) => {
        const { id } = request.params;
        const events = await eventStore.readStream(streams.question(id));
        if (events.length === 0) throw notFound(QUESTION_NOT_FOUND);
        const actors = await usersById(readStore, events.flatMap((event) => event.metadata.actorId || []));
        const comments = await moderatedComments(eventStore, readStore, events);
        const entries: QuestionHistoryEntry[] = events.map((event) => {
          const comment = comments.get(decidedCommentId(event) ?? '');
          return {
            type: event.type,
            revision: event.revision,
            position: event.position,
            occurredAt: event.metadata.occurredAt,
            actor: event.metadata.actorId ? { id: event.metadata.actorId, username: actors.get(event.metadata.actorId)?.username ?? null } : null,
            data: event.data as Record<string, unknown>,
            ...(comment && { comment }),
          };
        });
        return { questionId: id, events: entries };
      },
    });
  });
};
