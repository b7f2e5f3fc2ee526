import {
  AuthCommands,
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_CONFIRMATION_LINK_INVALID,
  EMAIL_CONFIRMATION_NOT_SENT,
  EMAIL_CONFIRMATION_NOT_SET_UP,
  EMAIL_CONFIRMED,
  emailConfirmationSent,
  maskedEmailAddress,
  NO_EMAIL_TO_CONFIRM,
  NotificationSettingsCommands,
  streams,
  USER_NOT_FOUND,
} from '@iec-bets/contracts';
import { badRequest, conflict, declaredRoute, HttpError, notFound, requireSelf, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailConfirmationTokenHolds, parseEmailConfirmationToken } from '../auth/email-confirmation-token.js';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps, type ConfirmationLinkDeps } from '../deps.js';
import { Invalid, NotFound } from '../domain/domain-error.js';
import { emailAddressDecider } from '../domain/user/email-address-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { perMinute, refuseTooManyAttempts } from '../http/rate-limits.js';
import { loadUser } from '../users/user-lookup.js';

const notSetUp = () => new HttpError(503, EMAIL_CONFIRMATION_NOT_SET_UP);
const linkInvalid = () => badRequest(EMAIL_CONFIRMATION_LINK_INVALID);

/**
 * An email address proved to be its owner's by a link mailed to it (email-confirmation-token.ts): the link is sent
 * by itself after a sign-up or a change of address, and again on the owner's request.
 */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<CommandDeps & ConfirmationLinkDeps> = async (app, deps) => {
  const { eventStore, settings, passwordResetSecret: secret } = deps;
  const clock = deps.clock ?? systemClock;
  const { mailConfirmationLink: mailLink } = deps;

  app.route({
    ...declaredRoute(AuthCommands.confirmEmail),
    // As many tries as a log-in: a guess at a token is a guess at a secret.
    config: { rateLimit: perMinute(settings.rateLimits.loginPerMinute) },
    handler: async (request, reply) => {
      if (!secret) throw notSetUp();
      const link = parseEmailConfirmationToken(request.body.token);
      const user = link && (await loadUser(eventStore, link.userId));
      const address = user?.notificationSettings.email;
      // One answer for every way a link fails: not ours, expired, mailed to an address the account no longer has, or
      // for an account that is gone.
      if (!link || !user || !address || !emailConfirmationTokenHolds(link, { email: address, secret, now: clock() })) throw linkInvalid();
      try {
        // Decided against the stream as it stands, so that an address changed since the look-up above confirms nothing.
        const { appended } = await handleCommand(eventStore, emailAddressDecider, {
          streamId: streams.user(user.userId),
          command: { type: 'ConfirmEmailAddress', data: { userId: user.userId, address } },
          metadata: commandMetadata(request, user.userId, clock()),
        });
        sendPosition(reply, appended);
      } catch (error) {
        if (error instanceof Invalid || error instanceof NotFound) throw linkInvalid();
        throw error;
      }
      return reply.status(200).send({ message: EMAIL_CONFIRMED });
    },
  });

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(NotificationSettingsCommands.sendEmailConfirmation),
      handler: async (request, reply) => {
        const userId = requireSelf(request, request.params.id);
        if (!mailLink) throw notSetUp();
        const user = await loadUser(eventStore, userId);
        if (!user) throw notFound(USER_NOT_FOUND);
        const address = user.notificationSettings.email;
        if (!address) throw badRequest(NO_EMAIL_TO_CONFIRM);
        if (user.emailConfirmed) throw conflict(EMAIL_ALREADY_CONFIRMED);
        // Sent before the answer, unlike a sign-up's: the owner asked for it, and is told where it went.
        // Counted with every other link of the account's and to its address (confirmation-link-budget.ts): 429 past it.
        const outcome = await mailLink(request, { userId, username: user.username, email: address });
        if (!outcome.sent && outcome.overBudget) throw refuseTooManyAttempts(reply, outcome.overBudget.max, outcome.overBudget.waitSeconds);
        if (!outcome.sent) throw new HttpError(503, EMAIL_CONFIRMATION_NOT_SENT);
        return reply.status(202).send({ message: emailConfirmationSent(maskedEmailAddress(address)) });
      },
    });
  });
};
