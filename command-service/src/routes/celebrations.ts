import { CelebrationCommands, streams } from '@iec-bets/contracts';
import { declaredRoute, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { celebrationDecider } from '../domain/celebration/celebration-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';

/** POST /api/me/celebrations/{id}/seen: the signed-in user was shown this celebration; it is not to show again. */
export const celebrationRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(CelebrationCommands.seen),
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { appended } = await handleCommand(eventStore, celebrationDecider, {
          streamId: streams.celebrations(userId),
          command: { type: 'AcknowledgeCelebration', data: { userId, celebrationId: request.params.id } },
          metadata: commandMetadata(request, userId, clock()),
        });
        sendPosition(reply, appended);
        return reply.status(204).send(null);
      },
    });
  });
};
