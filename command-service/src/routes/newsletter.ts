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
  currentSubscriptionIn,
  declaredRoute,
  HttpError,
  isExpiredUnconfirmed,
  newsletterLinkTokenHolds,
  notFound,
  parseNewsletterLinkToken,
  requireUser,
  unkeyedNewsletterSubscriberIdOf,
  type NewsletterLinkPurpose,
  type NewsletterLinkToken,
} from '@iec-bets/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { eraseSubscription } from '../newsletter/erase-subscription.js';
import type { MailNewsletterConfirmation } from '../newsletter/newsletter-confirmation-mail.js';

/** What the newsletter's routes are given beside the command side's ports. */
export interface NewsletterMailDeps {
  /** Undefined when this server sends no email or has no key to sign links with: then it has no newsletter. */
  mailNewsletterConfirmation: MailNewsletterConfirmation | undefined;
}

/**
 * One-click unsubscribes a minute per client address. Mail services post them from a few shared addresses, all of a
 * day's at once after the newsletter goes out, and do not try again: the limit is there against floods alone. A
 * guess at a token is no threat (its mac is 256 bits).
 */
export const ONE_CLICK_UNSUBSCRIBES_PER_MINUTE = 600;

const notSetUp = () => new HttpError(503, NEWSLETTER_NOT_SET_UP);
/** What a link that does not hold is told: a link to confirm may have expired; one to leave never does. */
const linkInvalid = (purpose: NewsletterLinkPurpose) =>
  badRequest(purpose === 'newsletter-confirmation' ? NEWSLETTER_LINK_INVALID : NEWSLETTER_LEAVE_LINK_INVALID);

/**
 * A mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` (RFC 8058) as a form, which RFC 8058 asks
 * to be multipart, or URL-encoded; some send a body of another type. The token is in the address, so the body only
 * has to be taken: a URL-encoded form is read (formbody), anything else is drained and set aside.
 */
async function takeAnyBody(scope: FastifyInstance): Promise<void> {
  await scope.register(formBody);
  scope.removeContentTypeParser(['text/plain']);
  scope.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.once('end', () => done(null, undefined));
    payload.once('error', (error: Error) => done(error, undefined));
  });
}

/**
 * Visitors subscribe from the landing page without an account (counted per client IP) and confirm from the emailed
 * link, and leave with the link in any newsletter email; admins erase on request.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<CommandDeps & NewsletterMailDeps> = async (app, deps) => {
  const { eventStore, settings, newsletterSubscriberIds, newsletterLinkSecret: secret, mailNewsletterConfirmation: mail } = deps;
  const clock = deps.clock ?? systemClock;
  const whenAnswered = afterAnswer(app);

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

  /** The address's subscription under this id, once one its owner let lapse unconfirmed is erased (no actor). */
  async function standingSubscription(request: FastifyRequest, subscriberId: string) {
    const current = currentSubscriptionIn(await eventStore.readStream(streams.newsletter(subscriberId)));
    if (!current || !isExpiredUnconfirmed(current, clock())) return current;
    try {
      await eraseSubscription(deps, request, { subscriberId, subscriptionId: current.subscriptionId, actorId: null, now: clock() });
    } catch (error) {
      // Erased by the notifier's job, or another request, in between: gone all the same.
      if (!(error instanceof NotFound)) throw error;
    }
    return null;
  }

  /**
   * Records the subscription, unless the address has one standing (an address that subscribed before the ids were
   * keyed keeps its old id until it leaves; no subscription is recorded under that id any more), then mails the
   * address: a link to confirm, or a note that it is on the list already.
   */
  async function subscribe(request: FastifyRequest, body: { email: string; name: string | null; source: string | null }): Promise<void> {
    const { email, name, source } = body;
    const unkeyedId = unkeyedNewsletterSubscriberIdOf(email);
    const keyedId = await newsletterSubscriberIds.of(email);
    let subscriberId = unkeyedId;
    if (!(await standingSubscription(request, unkeyedId))) {
      subscriberId = keyedId;
      if (!(await standingSubscription(request, keyedId))) {
        await handleCommand(eventStore, newsletterDecider, {
          streamId: streams.newsletter(keyedId),
          command: { type: 'SubscribeToNewsletter', data: { subscriberId: keyedId, subscriptionId: randomUUID(), email, name, source } },
          // No actor, even for a signed-in visitor: the list is kept apart from accounts (the privacy notice says
          // so), and an account id beside the address and name would tie them to that account after its erasure,
          // when the subscription, sealed under its own key, is still readable.
          metadata: commandMetadata(request, null, clock()),
        });
      }
    }
    const subscription = currentSubscriptionIn(await eventStore.readStream(streams.newsletter(subscriberId)));
    if (subscription) await mail!(request.log, { ...subscription, subscriberId, email });
  }

  app.route({
    ...declaredRoute(NewsletterCommands.subscribe),
    config: { rateLimit: perHour(settings.rateLimits.newsletterPerHour) },
    handler: async (request, reply) => {
      // Promising the daily question by email on a server that sends none would be a promise never kept.
      if (!mail) throw notSetUp();
      // The same answer, at once, whether the address is new to the list, waiting, lapsed or confirmed: anyone may
      // call this, and a difference (in the body, the headers, a position, or the time the writes take) would tell
      // them whose address is on a political newsletter. Everything else happens after the answer; what it
      // found goes to the address alone, by email.
      const { email } = request.body;
      whenAnswered(() => subscribe(request, request.body));
      const body: SubscribeNewsletterResponse = { subscribed: true, email, message: SUBSCRIBED_MESSAGE };
      return reply.status(201).send(body);
    },
  });

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

  await app.register(async (oneClick) => {
    await takeAnyBody(oneClick);
    oneClick.withTypeProvider<ZodTypeProvider>().route({
      ...declaredRoute(NewsletterCommands.unsubscribe),
      // Posted by mail services and by webmail pages of their own (an Origin not ours): the token is the authority.
      config: { rateLimit: perMinute(ONE_CLICK_UNSUBSCRIBES_PER_MINUTE), crossSite: 'allowed' },
      handler: async (request, reply) => {
        // A mail program's one-click puts the token in the query; the page a person opens sends it in the body.
        const { subscriberId } = linkOf(request.query.token ?? request.body?.token, 'newsletter-unsubscribe');
        // Whatever subscription the address has now: a link to leave proves the mailbox, and its owner who left and
        // came back, then pressed the link in an old email, wants no more of it either.
        const current = currentSubscriptionIn(await eventStore.readStream(streams.newsletter(subscriberId)));
        if (current) {
          try {
            const appended = await eraseSubscription(deps, request, { subscriberId, subscriptionId: current.subscriptionId, actorId: null, now: clock() });
            sendPosition(reply, appended);
          } catch (error) {
            // Erased by another click in between: gone all the same.
            if (!(error instanceof NotFound)) throw error;
          }
        }
        // Off the list already (a second click, an admin's erasure) answers the same: it is what the owner asked.
        return reply.status(200).send({ message: NEWSLETTER_UNSUBSCRIBED });
      },
    });
  });

  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(NewsletterCommands.erase),
      handler: async (request, reply) => {
        const adminId = requireUser(request);
        const { subscriberId } = request.params;
        const { subscriptionId } = foldEvents(newsletterDecider, await eventStore.readStream(streams.newsletter(subscriberId)));
        if (!subscriptionId) throw notFound(NOT_ON_THE_NEWSLETTER);
        sendPosition(reply, await eraseSubscription(deps, request, { subscriberId, subscriptionId, actorId: adminId, now: clock() }));
        return reply.status(204).send(null);
      },
    });
  });
};
