import { NOT_A_PUSH_SERVICE, PushSubscriptionCommands, streams } from '@iec-bets/contracts';
import {
  badRequest,
  declaredRoute,
  DEFAULT_PUSH_SERVICE_HOSTS,
  isPushServiceEndpoint,
  requireUser,
  signedInScope,
} from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { pushSubscriptionDecider } from '../domain/push-subscription/push-subscription-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';

/**
 * The browser's push subscription for the signed-in user, so that the notifier can reach it; the browser sends it
 * on subscribing and again on unsubscribing. Both are idempotent: a repeat answers 200 and records nothing. An
 * unsubscription needs no check of its endpoint: it can only take away an address, never add one.
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;
  const pushServiceHosts = deps.settings.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(PushSubscriptionCommands.subscribe),
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { endpoint, keys } = request.body;
        // The notifier will post to this address: only a real push service may be stored (no blind SSRF).
        if (!isPushServiceEndpoint(endpoint, pushServiceHosts)) throw badRequest(NOT_A_PUSH_SERVICE);
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
