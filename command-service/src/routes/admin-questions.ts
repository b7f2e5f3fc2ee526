import { CreateQuestionRequest, ResolveQuestionRequest, streams } from '@iec-bets/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { QuestionCommand } from '../domain/question/question-commands.js';
import { questionDecider } from '../domain/question/question-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { parseBody } from '../http/parse-body.js';
import { sendPosition } from '../http/position-header.js';
import { requireAdmin } from '../http/require-admin.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for admin routes once the acting user's admin right has been checked. */
    adminId: string | null;
  }
}

type IdParams = { Params: { id: string } };

export const adminQuestionRoutes: FastifyPluginAsync<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  app.decorateRequest('adminId', null);
  // Runs before the body is looked at: a visitor gets 401 and a non-admin 403 whatever they sent.
  app.addHook('preHandler', async (request) => {
    request.adminId = await requireAdmin(eventStore, request);
  });

  async function run(request: FastifyRequest, reply: FastifyReply, command: QuestionCommand, status: number) {
    const { appended } = await handleCommand(eventStore, questionDecider, {
      streamId: streams.question(command.data.questionId),
      command,
      metadata: commandMetadata(request, request.adminId, clock()),
    });
    sendPosition(reply, appended);
    return reply.status(status).send({ id: command.data.questionId });
  }

  app.post('/api/admin/questions', async (request, reply) => {
    const input = parseBody(CreateQuestionRequest, request.body);
    return run(request, reply, { type: 'DraftQuestion', data: { questionId: randomUUID(), ...input } }, 201);
  });

  app.post<IdParams>('/api/admin/questions/:id/publish', async (request, reply) =>
    run(request, reply, { type: 'PublishQuestion', data: { questionId: request.params.id } }, 200),
  );

  app.put<IdParams>('/api/admin/questions/:id/resolve', async (request, reply) => {
    const input = parseBody(ResolveQuestionRequest, request.body);
    return run(request, reply, { type: 'ResolveQuestion', data: { questionId: request.params.id, ...input } }, 200);
  });

  app.put<IdParams>('/api/admin/questions/:id/archive', async (request, reply) =>
    run(request, reply, { type: 'ArchiveQuestion', data: { questionId: request.params.id } }, 200),
  );

  app.delete<IdParams>('/api/admin/questions/:id', async (request, reply) =>
    run(request, reply, { type: 'DeleteQuestion', data: { questionId: request.params.id } }, 200),
  );
};
