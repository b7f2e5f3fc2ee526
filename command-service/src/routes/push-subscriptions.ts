import { PushSubscriptionRequest, PushUnsubscribeRequest, streams } from '@iec-bets/contracts';
import { requireUser } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { pushSubscriptionDecider } from '../domain/push-subscription/push-subscription-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { parseBody } from '../http/parse-body.js';
import { sendPosition } from '../http/position-header.js';

/**
 * The browser's push subscription for the signed-in user, so that the notifier can reach it; the browser sends it
 * on subscribing and again on unsubscribing. Both are idempotent: a repeat answers 200 and records nothing.
 */
export const pushSubscriptionRoutes: FastifyPluginAsync<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  app.post('/api/notifications/subscribe', async (request, reply) => {
    const userId = requireUser(request);
    const { endpoint, keys } = parseBody(PushSubscriptionRequest, request.body);
    const { appended } = await handleCommand(eventStore, pushSubscriptionDecider, {
      streamId: streams.pushSubscriptions(userId),
      command: { type: 'SubscribeToPush', data: { userId, endpoint, keys } },
      metadata: commandMetadata(request, userId, clock()),
    });
    sendPosition(reply, appended);
    return reply.send({ success: true });
  });

  app.post('/api/notifications/unsubscribe', async (request, reply) => {
    const userId = requireUser(request);
    const { endpoint } = parseBody(PushUnsubscribeRequest, request.body);
    const { appended } = await handleCommand(eventStore, pushSubscriptionDecider, {
      streamId: streams.pushSubscriptions(userId),
      command: { type: 'UnsubscribeFromPush', data: { userId, endpoint } },
      metadata: commandMetadata(request, userId, clock()),
    });
    sendPosition(reply, appended);
    return reply.send({ success: true });
  });
};
