import { NewsletterCommands, NOT_ON_THE_NEWSLETTER, streams, SUBSCRIBED_MESSAGE, type SubscribeNewsletterResponse } from '@iec-bets/contracts';
import { adminScope, declaredRoute, newsletterSubject, notFound, requireUser, unkeyedNewsletterSubscriberIdOf } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { foldEvents } from '../domain/decider.js';
import { newsletterDecider } from '../domain/newsletter/newsletter-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { isAdminByLog } from '../http/is-admin.js';
import { sendPosition } from '../http/position-header.js';
import { perHour } from '../http/rate-limits.js';

/** Visitors subscribe from the landing page without an account (counted per client IP); admins erase on request. */
export const newsletterRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, settings, personalDataKeys, newsletterSubscriberIds } = deps;
  const clock = deps.clock ?? systemClock;

  app.route({
    ...declaredRoute(NewsletterCommands.subscribe),
    config: { rateLimit: perHour(settings.rateLimits.newsletterPerHour) },
    handler: async (request, reply) => {
      const { email, name, source } = request.body;
      const subscriberId = await newsletterSubscriberIds.of(email);
      // The same answer whether the address is new to the list or already on it: anyone may call this, and a
      // difference would tell them whose address is on a political newsletter. So no position header either: a new
      // subscription's moves the log's head and an existing one's could not, which a probe just before would show;
      // and the visitor reads nothing back that would wait for it. (A new address also waits for its commit's sync,
      // a few milliseconds; with 20 sign-ups an hour from one IP address, that is not worth disguising.)
      const body: SubscribeNewsletterResponse = { subscribed: true, email, message: SUBSCRIBED_MESSAGE };
      const answer = () => reply.status(201).send(body);
      // An address that subscribed before the ids were keyed stays on the list under its old id, until an erasure
      // takes it off; no subscription is recorded under that id any more. Should an erasure land just after this
      // look, the address is off the list, as it would be had it asked a moment earlier.
      const earlier = foldEvents(newsletterDecider, await eventStore.readStream(streams.newsletter(unkeyedNewsletterSubscriberIdOf(email))));
      if (earlier.subscriptionId) return answer();
      await handleCommand(eventStore, newsletterDecider, {
        streamId: streams.newsletter(subscriberId),
        command: { type: 'SubscribeToNewsletter', data: { subscriberId, subscriptionId: randomUUID(), email, name, source } },
        // No actor, even for a signed-in visitor: the list is kept apart from accounts (the privacy notice says so),
        // and an account id beside the address and name would tie them to that account after its erasure, when
        // the subscription, sealed under its own key, is still readable.
        metadata: commandMetadata(request, null, clock()),
      });
      return answer();
    },
  });

  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(NewsletterCommands.erase),
      handler: async (request, reply) => {
        const adminId = requireUser(request);
        const { subscriberId } = request.params;
        const streamId = streams.newsletter(subscriberId);
        const { subscriptionId } = foldEvents(newsletterDecider, await eventStore.readStream(streamId));
        if (!subscriptionId) throw notFound(NOT_ON_THE_NEWSLETTER);
        // The key first, as for an account: whatever fails after this, the address and name are gone from every copy
        // of the log, and asking again records the erasure.
        await personalDataKeys?.erase(newsletterSubject(subscriptionId));
        // ... and a subscription from before the sealing, which holds them in the clear, is blanked in the log's file.
        await eventStore.redactErasedPlainData?.([streamId]);
        const { appended } = await handleCommand(eventStore, newsletterDecider, {
          streamId,
          command: { type: 'EraseNewsletterSubscription', data: { subscriberId, subscriptionId } },
          metadata: commandMetadata(request, adminId, clock()),
        });
        sendPosition(reply, appended);
        return reply.status(204).send(null);
      },
    });
  });
};
