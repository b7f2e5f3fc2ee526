import { PushSubscriptionCommands, streams } from '@iec-bets/contracts';
import { declaredRoute, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { pushSubscriptionDecider } from '../domain/push-subscription/push-subscription-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';

/**
 * The browser's push subscription for the signed-in user, so that the notifier can reach it; the browser sends it
 * on subscribing and again on unsubscribing. Both are idempotent: a repeat answers 200 and records nothing.
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(PushSubscriptionCommands.subscribe),
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { endpoint, keys } = request.body;
        const { appended } = await handleCommand(eventStore, pushSubscriptionDecider, {
          streamId: streams.pushSubscriptions(userId),
          command: { type: 'SubscribeToPush', data: { userId, endpoint, keys } },
          metadata: commandMetadata(request, userId, clock()),
        });
        sendPosition(reply, appended);
        return reply.send({ success: true as const });
      },
    });

    signedIn.route({
      ...declaredRoute(PushSubscriptionCommands.unsubscribe),
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { endpoint } = request.body;
        const { appended } = await handleCommand(eventStore, pushSubscriptionDecider, {
          streamId: streams.pushSubscriptions(userId),
          command: { type: 'UnsubscribeFromPush', data: { userId, endpoint } },
          metadata: commandMetadata(request, userId, clock()),
        });
        sendPosition(reply, appended);
        return reply.send({ success: true as const });
      },
    });
  });
};
