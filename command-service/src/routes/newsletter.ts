import formBody from '@fastify/formbody';
import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LEAVE_LINK_INVALID,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_NOT_SET_UP,
  NEWSLETTER_UNSUBSCRIBED,
  NewsletterCommands,
  NOT_ON_THE_NEWSLETTER,
  streams,
  SUBSCRIBED_MESSAGE,
  type SubscribeNewsletterResponse,
} from '@iec-bets/contracts';
import {
  adminScope,
  badRequest,
  confirmationDeadlineOf,
  currentSubscriptionIn,
  declaredRoute,
  HttpError,
  newsletterLinkTokenHolds,
  notFound,
  parseNewsletterLinkToken,
  requireUser,
  unkeyedNewsletterSubscriberIdOf,
  type NewsletterLinkPurpose,
  type NewsletterLinkToken,
} from '@iec-bets/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { foldEvents } from '../domain/decider.js';
import { NotFound } from '../domain/domain-error.js';
import { newsletterDecider } from '../domain/newsletter/newsletter-decider.js';
import { afterAnswer } from '../http/after-answer.js';
import { commandMetadata } from '../http/command-metadata.js';
import { isAdminByLog } from '../http/is-admin.js';
import { sendPosition } from '../http/position-header.js';
import { perHour, perMinute } from '../http/rate-limits.js';
import type { MailNewsletterConfirmation } from '../newsletter/newsletter-confirmation-mail.js';
import { eraseSubscription } from '../newsletter/erase-subscription.js';

/** What the newsletter's routes are given beside the command side's ports. */
export interface NewsletterMailDeps {
  /** Undefined when this server sends no email or has no key to sign links with: then it has no newsletter. */
  mailNewsletterConfirmation: MailNewsletterConfirmation | undefined;
}

const notSetUp = () => new HttpError(503, NEWSLETTER_NOT_SET_UP);
/** What a link that does not hold is told: a link to confirm may have expired; one to leave never does. */
const linkInvalid = (purpose: NewsletterLinkPurpose) =>
  badRequest(purpose === 'newsletter-confirmation' ? NEWSLETTER_LINK_INVALID : NEWSLETTER_LEAVE_LINK_INVALID);

/**
 * Visitors subscribe from the landing page without an account (counted per client IP) and confirm from the emailed
 * link, and leave with the link in any newsletter email; admins erase on request.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<CommandDeps & NewsletterMailDeps> = async (app, deps) => {
  const { eventStore, settings, newsletterSubscriberIds, passwordResetSecret: secret, mailNewsletterConfirmation: mail } = deps;
  const clock = deps.clock ?? systemClock;
  const whenAnswered = afterAnswer(app);
  // Mail programs' one-click unsubscribe posts a form (RFC 8058); only these routes read one.
  await app.register(formBody);

  /**
   * The subscription a link's token names, when the token is ours, for this purpose, and unexpired. What cannot be a
   * token at all is bad input (400) even on a server without the newsletter (503).
   */
  const linkOf = (token: string | undefined, purpose: NewsletterLinkPurpose): NewsletterLinkToken => {
    const link = token === undefined ? null : parseNewsletterLinkToken(token);
    if (!link) throw linkInvalid(purpose);
    if (!secret) throw notSetUp();
    if (!newsletterLinkTokenHolds(link, { purpose, secret, now: clock() })) throw linkInvalid(purpose);
    return link;
  };

  app.route({
    ...declaredRoute(NewsletterCommands.subscribe),
    config: { rateLimit: perHour(settings.rateLimits.newsletterPerHour) },
    handler: async (request, reply) => {
      // Promising the daily question by email on a server that sends none would be a promise never kept.
      if (!mail) throw notSetUp();
      const { email, name, source } = request.body;
      const subscriberId = await newsletterSubscriberIds.of(email);
      // The same answer whether the address is new to the list or already on it: anyone may call this, and a
      // difference would tell them whose address is on a political newsletter. So no position header either: a new
      // subscription's moves the log's head and an existing one's could not, which a probe just before would show;
      // and the visitor reads nothing back that would wait for it. (A new address also waits for its commit's sync,
      // a few milliseconds; with 20 sign-ups an hour from one IP address, that is not worth disguising.) The email,
      // which says which it was, goes to the address alone, after the answer.
      const body: SubscribeNewsletterResponse = { subscribed: true, email, message: SUBSCRIBED_MESSAGE };
      const answerAndMail = (streamId: string, id: string) => {
        whenAnswered(async () => {
          const subscription = currentSubscriptionIn(await eventStore.readStream(streamId));
          if (subscription) await mail(request.log, { ...subscription, subscriberId: id, email });
        });
        return reply.status(201).send(body);
      };
      // An address that subscribed before the ids were keyed stays on the list under its old id, until an erasure
      // takes it off; no subscription is recorded under that id any more. Should an erasure land just after this
      // look, the address is off the list, as it would be had it asked a moment earlier.
      const unkeyedId = unkeyedNewsletterSubscriberIdOf(email);
      if (await stillStanding(request, unkeyedId)) return answerAndMail(streams.newsletter(unkeyedId), unkeyedId);
      await stillStanding(request, subscriberId);
      await handleCommand(eventStore, newsletterDecider, {
        streamId: streams.newsletter(subscriberId),
        command: { type: 'SubscribeToNewsletter', data: { subscriberId, subscriptionId: randomUUID(), email, name, source } },
        // No actor, even for a signed-in visitor: the list is kept apart from accounts (the privacy notice says so),
        // and an account id beside the address and name would tie them to that account after its erasure, when
        // the subscription, sealed under its own key, is still readable.
        metadata: commandMetadata(request, null, clock()),
      });
      return answerAndMail(streams.newsletter(subscriberId), subscriberId);
    },
  });

  /**
   * Whether the address has a subscription under this id that still stands. One whose time to be confirmed is over
   * is erased here, before the notifier's job comes to it, so that asking again starts afresh: a new subscription,
   * a new link, a new week to confirm it.
   */
  async function stillStanding(request: FastifyRequest, subscriberId: string): Promise<boolean> {
    const current = currentSubscriptionIn(await eventStore.readStream(streams.newsletter(subscriberId)));
    if (!current) return false;
    if (current.confirmed || clock().getTime() < confirmationDeadlineOf(current)) return true;
    try {
      await eraseSubscription(deps, request, { subscriberId, subscriptionId: current.subscriptionId, actorId: null, now: clock() });
    } catch (error) {
      // Erased by the notifier, or another request, in between: gone all the same.
      if (!(error instanceof NotFound)) throw error;
    }
    return false;
  }

  app.route({
    ...declaredRoute(NewsletterCommands.confirm),
    // As many tries as a log-in: a guess at a token is a guess at a secret.
    config: { rateLimit: perMinute(settings.rateLimits.loginPerMinute) },
    handler: async (request, reply) => {
      const { subscriberId, subscriptionId } = linkOf(request.body.token, 'newsletter-confirmation');
      // Decided against the stream as it stands: a link whose subscription has left the list confirms nothing (400).
      const { appended } = await handleCommand(eventStore, newsletterDecider, {
        streamId: streams.newsletter(subscriberId),
        command: { type: 'ConfirmNewsletterSubscription', data: { subscriberId, subscriptionId } },
        metadata: commandMetadata(request, null, clock()),
      });
      sendPosition(reply, appended);
      return reply.status(200).send({ message: NEWSLETTER_CONFIRMED });
    },
  });

  app.route({
    ...declaredRoute(NewsletterCommands.unsubscribe),
    config: { rateLimit: perMinute(settings.rateLimits.loginPerMinute) },
    handler: async (request, reply) => {
      // A mail program's one-click puts the token in the query; the page a person opens sends it in the body.
      const { subscriberId, subscriptionId } = linkOf(request.query.token ?? request.body?.token, 'newsletter-unsubscribe');
      const left = () => reply.status(200).send({ message: NEWSLETTER_UNSUBSCRIBED });
      const current = foldEvents(newsletterDecider, await eventStore.readStream(streams.newsletter(subscriberId)));
      // Off the list already (a second click, an admin's erasure, or a newer subscription this link is not for): the
      // subscription the link was for is gone, which is what its owner asked.
      if (current.subscriptionId !== subscriptionId) return left();
      try {
        const { appended } = await eraseSubscription(deps, request, { subscriberId, subscriptionId, actorId: null, now: clock() });
        sendPosition(reply, appended);
      } catch (error) {
        // Erased by another click in between: gone all the same.
        if (!(error instanceof NotFound)) throw error;
      }
      return left();
    },
  });

  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(NewsletterCommands.erase),
      handler: async (request, reply) => {
        const adminId = requireUser(request);
        const { subscriberId } = request.params;
        const { subscriptionId } = foldEvents(newsletterDecider, await eventStore.readStream(streams.newsletter(subscriberId)));
        if (!subscriptionId) throw notFound(NOT_ON_THE_NEWSLETTER);
        const { appended } = await eraseSubscription(deps, request, { subscriberId, subscriptionId, actorId: adminId, now: clock() });
        sendPosition(reply, appended);
        return reply.status(204).send(null);
      },
    });
  });
};
