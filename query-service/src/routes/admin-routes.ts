import {
  type QuestionDocument,
  type QuestionHistoryEntry,
  ReadModel,
  streams,
  type UserDocument,
} from '@iec-bets/contracts';
import { forbidden, notFound, parseInput, requireUser } from '@iec-bets/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { QueryDeps } from '../deps.js';
import { toQuestion } from '../views/question-view.js';
import { IdParams } from '@iec-bets/contracts';

export const adminRoutes: FastifyPluginAsync<QueryDeps> = async (app, deps) => {
  const { readStore, eventStore } = deps;

  /** Admin rights are checked on the server for every admin read, never taken from the client. */
  async function requireAdmin(request: FastifyRequest): Promise<void> {
    const userId = requireUser(request);
    const user = await readStore.get<UserDocument>(ReadModel.users, userId);
    if (!user?.isAdmin) throw forbidden('Admins only');
  }

  app.get('/api/admin/questions', async (request) => {
    await requireAdmin(request);
    const docs = await readStore.find<QuestionDocument>(ReadModel.questions, { orderBy: [['createdAt', 'desc']] });
    return docs.map(toQuestion);
  });

  app.get('/api/admin/drafts', async (request) => {
    await requireAdmin(request);
    const docs = await readStore.find<QuestionDocument>(ReadModel.questions, {
      where: { isPublished: false },
      orderBy: [['createdAt', 'desc']],
    });
    return docs.map(toQuestion);
  });

  // Read from the log, not a read model: the trail of a question outlives the question itself.
  app.get('/api/admin/questions/:id/history', async (request) => {
    await requireAdmin(request);
    const { id } = parseInput(IdParams, request.params);
    const events = await eventStore.readStream(streams.question(id));
    if (events.length === 0) throw notFound('Question not found');
    const actorIds = [...new Set(events.flatMap((event) => (event.metadata.actorId ? [event.metadata.actorId] : [])))];
    const actors = await readStore.getMany<UserDocument>(ReadModel.users, actorIds);
    const usernames = new Map(actors.map((actor) => [actor.id, actor.username]));
    const entries: QuestionHistoryEntry[] = events.map((event) => ({
      type: event.type,
      revision: event.revision,
      position: event.position,
      occurredAt: event.metadata.occurredAt,
      actor: event.metadata.actorId ? { id: event.metadata.actorId, username: usernames.get(event.metadata.actorId) ?? null } : null,
      data: event.data as Record<string, unknown>,
    }));
    return { questionId: id, events: entries };
  });
};
