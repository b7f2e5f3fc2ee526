import { AnswerCommands, streams, type SubmitAnswerResponse } from '@iec-bets/contracts';
import { declaredRoute, requireSelf, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { answerDecider } from '../domain/answer/answer-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { bySessionUser, perMinute } from '../http/rate-limits.js';

export const answerRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, settings } = deps;
  const clock = deps.clock ?? systemClock;
  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(AnswerCommands.submit),
      config: { rateLimit: { ...perMinute(settings.rateLimits.answersPerMinute), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        const userId = requireSelf(request, request.body.userId);
        const { questionId, optionId } = request.body;
        const metadata = commandMetadata(request, userId, clock());
        // Each user's answer has a stream of its own, appended only if it does not exist yet: one answer per user per
        // question, without every answer to a popular question contending for one stream.
        const { appended } = await handleCommand(eventStore, answerDecider, {
          streamId: streams.answer(questionId, userId),
          contextStreamIds: [streams.question(questionId)],
          expectNewStream: true,
          command: { type: 'SubmitAnswer', data: { questionId, userId, optionId }, answeredAt: metadata.occurredAt },
          metadata,
        });
        sendPosition(reply, appended);
        const body: SubmitAnswerResponse = { questionId, optionId, submittedAt: metadata.occurredAt };
        return reply.status(201).send(body);
      },
    });
  });
};
