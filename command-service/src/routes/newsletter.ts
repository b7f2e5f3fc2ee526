import { NewsletterCommands, streams, SUBSCRIBED_MESSAGE, type SubscribeNewsletterResponse } from '@iec-bets/contracts';
import { declaredRoute } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { newsletterDecider } from '../domain/newsletter/newsletter-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { perHour } from '../http/rate-limits.js';

/** The stream of one address: named by a hash, so stream names and logs that list them do not spell out emails. */
export function newsletterStreamOf(lowercasedEmail: string): string {
  return streams.newsletter(createHash('sha256').update(lowercasedEmail).digest('hex'));
}

/** Visitors subscribe from the landing page without an account; counted per client IP. */
export const newsletterRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, settings } = deps;
  const clock = deps.clock ?? systemClock;

  app.route({
    ...declaredRoute(NewsletterCommands.subscribe),
    config: { rateLimit: perHour(settings.rateLimits.newsletterPerHour) },
    handler: async (request, reply) => {
      const { email, name, source } = request.body;
      const { appended } = await handleCommand(eventStore, newsletterDecider, {
        streamId: newsletterStreamOf(email),
        command: { type: 'SubscribeToNewsletter', data: { email, name, source } },
        metadata: commandMetadata(request, request.sessionUserId, clock()),
      });
      sendPosition(reply, appended);
      // Same body either way; the status tells a new subscriber (201) from one who already was (200).
      const body: SubscribeNewsletterResponse = { subscribed: true, email, message: SUBSCRIBED_MESSAGE };
      return reply.status(appended ? 201 : 200).send(body);
    },
  });
};
