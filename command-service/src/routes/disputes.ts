import { DisputeCommands, streams, type DisputeResponse } from '@iec-bets/contracts';
import { adminScope, declaredRoute, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { CorrectResolution, DismissDisputes } from '../domain/question/question-commands.js';
import { questionDecider } from '../domain/question/question-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { isAdminByLog } from '../http/is-admin.js';
import { sendPosition } from '../http/position-header.js';
import { bySessionUser, perHour } from '../http/rate-limits.js';

const DEFAULT_DISPUTES_PER_HOUR = 10;

/**
 * People who answered dispute a resolution; admins dismiss the open disputes or correct the outcome. All of it is
 * recorded on the question's stream, so the question's history shows every dispute and what became of it.
 */
export const disputeRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, settings } = deps;
  const clock = deps.clock ?? systemClock;
  const disputesPerHour = settings.rateLimits.disputesPerHour ?? DEFAULT_DISPUTES_PER_HOUR;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(DisputeCommands.dispute),
      config: { rateLimit: { ...perHour(disputesPerHour), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { id: questionId } = request.params;
        const now = clock();
        const { appended } = await handleCommand(eventStore, questionDecider, {
          streamId: streams.question(questionId),
          // Whether the disputer answered is their answer stream's to say; it is read, not locked.
          contextStreamIds: [streams.answer(questionId, userId)],
          command: { type: 'DisputeResolution', data: { questionId, userId, reason: request.body.reason, now: now.toISOString() } },
          metadata: commandMetadata(request, userId, now),
        });
        sendPosition(reply, appended);
        const body: DisputeResponse = { questionId };
        return reply.status(201).send(body);
      },
    });
  });

  async function decide(request: FastifyRequest, reply: FastifyReply, command: DismissDisputes | CorrectResolution) {
    const { appended } = await handleCommand(eventStore, questionDecider, {
      streamId: streams.question(command.data.questionId),
      command,
      metadata: commandMetadata(request, requireUser(request), clock()),
    });
    sendPosition(reply, appended);
    return reply.status(200).send({ id: command.data.questionId });
  }

  // The admin check runs before the body is looked at: a visitor gets 401 and a non-admin 403 whatever they sent.
  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(DisputeCommands.dismiss),
      handler: async (request, reply) =>
        decide(request, reply, { type: 'DismissDisputes', data: { questionId: request.params.id, note: request.body.note } }),
    });

    admin.route({
      ...declaredRoute(DisputeCommands.correct),
      handler: async (request, reply) =>
        decide(request, reply, { type: 'CorrectResolution', data: { questionId: request.params.id, ...request.body } }),
    });
  });
};
