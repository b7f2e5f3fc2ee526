import { AdminQuestionsCommands, streams } from '@iec-bets/contracts';
import { adminScope, declaredRoute, requireUser } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { QuestionCommand } from '../domain/question/question-commands.js';
import { questionDecider } from '../domain/question/question-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { isAdminByLog } from '../http/is-admin.js';

export const adminQuestionRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  async function run(request: FastifyRequest, reply: FastifyReply, command: QuestionCommand, status: number) {
    const { appended } = await handleCommand(eventStore, questionDecider, {
      streamId: streams.question(command.data.questionId),
      command,
      metadata: commandMetadata(request, requireUser(request), clock()),
    });
    sendPosition(reply, appended);
    return reply.status(status).send({ id: command.data.questionId });
  }

  // The admin check runs before the body is looked at: a visitor gets 401 and a non-admin 403 whatever they sent.
  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(AdminQuestionsCommands.draft),
      handler: async (request, reply) =>
        run(request, reply, { type: 'DraftQuestion', data: { questionId: randomUUID(), ...request.body } }, 201),
    });

    admin.route({
      ...declaredRoute(AdminQuestionsCommands.edit),
      handler: async (request, reply) =>
        run(request, reply, { type: 'EditDraft', data: { questionId: request.params.id, ...request.body } }, 200),
    });

    admin.route({
      ...declaredRoute(AdminQuestionsCommands.publish),
      handler: async (request, reply) => run(request, reply, { type: 'PublishQuestion', data: { questionId: request.params.id } }, 200),
    });

    admin.route({
      ...declaredRoute(AdminQuestionsCommands.resolve),
      handler: async (request, reply) =>
        run(request, reply, { type: 'ResolveQuestion', data: { questionId: request.params.id, ...request.body }, resolvedAt: clock().toISOString() }, 200),
    });

    admin.route({
      ...declaredRoute(AdminQuestionsCommands.archive),
      handler: async (request, reply) => run(request, reply, { type: 'ArchiveQuestion', data: { questionId: request.params.id } }, 200),
    });

    admin.route({
      ...declaredRoute(AdminQuestionsCommands.delete),
      handler: async (request, reply) => run(request, reply, { type: 'DeleteQuestion', data: { questionId: request.params.id } }, 200),
    });
  });
};
