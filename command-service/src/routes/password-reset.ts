import {
  AuthCommands,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_NOT_SET_UP,
  passwordResetEmail,
  passwordResetLinkSent,
  type ForgotPasswordRequest,
} from '@iec-bets/contracts';
import { badRequest, declaredRoute, HttpError, mailFailureWithoutContactDetails } from '@iec-bets/platform';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issuePasswordResetToken, parsePasswordResetToken, passwordResetTokenHolds } from '../auth/password-reset-token.js';
import { recordNewPassword } from '../auth/record-new-password.js';
import type { PasswordCheckDeps } from '../auth/wrong-password-budget.js';
import { systemClock, type AccountEmail, type CommandDeps } from '../deps.js';
import { InvalidTransition, NotFound } from '../domain/domain-error.js';
import { afterAnswer } from '../http/after-answer.js';
import { alsoLimitedBy, perHour, perMinute } from '../http/rate-limits.js';
import { findUserByUsername, loadUser, toUserResponse } from '../users/user-lookup.js';

const notSetUp = () => new HttpError(503, PASSWORD_RESET_NOT_SET_UP);
const linkInvalid = () => badRequest(PASSWORD_RESET_LINK_INVALID);

/**
 * A forgotten password, chosen again through a link emailed to the account's address. The link's token is signed, not
 * stored (password-reset-token.ts): it works for an hour, and only while the account has the password it was made
 * under.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<CommandDeps & PasswordCheckDeps> = async (app, deps) => {
  const { eventStore, sessionStore, settings, accountEmail, passwordResetSecret: secret, wrongPasswords, knownDevices } = deps;
  const clock = deps.clock ?? systemClock;
  const resetsPerHour = perHour(settings.rateLimits.passwordResetsPerHour);
  const whenAnswered = afterAnswer(app);

  /** Emails the link to the account's address as the log has it now, if there is such an account and address. */
  async function emailLink(username: string, email: AccountEmail, secret: string, log: FastifyBaseLogger): Promise<void> {
    // Deleted accounts are not found, and their addresses are erased with them.
    const user = await findUserByUsername(eventStore, username);
    const address = user?.notificationSettings.email;
    if (!user || !address) return;
    const link = new URL('/reset-password', email.publicOrigin);
    // In the fragment, which the browser keeps to itself: no server's log, and no Referer, ever holds the token.
    link.hash = issuePasswordResetToken({ userId: user.userId, passwordHash: user.passwordHash, email: address, secret, now: clock() });
    try {
      await email.mailer({ to: address, ...passwordResetEmail(user.username, link.toString()) });
    } catch (error) {
      log.warn({ err: mailFailureWithoutContactDetails('Password reset email failed', error), userId: user.userId }, 'password reset email failed');
    }
  }

  app.route({
    ...declaredRoute(AuthCommands.forgotPassword),
    config: { rateLimit: resetsPerHour },
    // And a budget per username, whatever the address: many addresses together must not fill one inbox either. Named as
    // the username's stream names it, so that "Thandi" and "thandi" share it.
    preHandler: alsoLimitedBy(app, {
      ...resetsPerHour,
      keyOf: (request: FastifyRequest) => `password-resets-of:${(request.body as ForgotPasswordRequest).username.toLowerCase()}`,
    }),
    handler: async (request, reply) => {
      if (!accountEmail || !secret) throw notSetUp();
      const { username } = request.body;
      // The same words, at once, whoever the name is: whether the account exists, has an address or was deleted is
      // found out only after the answer has gone, so that neither the answer nor its time tells.
      reply.status(202).send({ message: passwordResetLinkSent(username) });
      whenAnswered(() => emailLink(username, accountEmail, secret, request.log));
      return reply;
    },
  });

  app.route({
    ...declaredRoute(AuthCommands.resetPassword),
    // As many tries as a login: this signs in too.
    config: { rateLimit: perMinute(settings.rateLimits.loginPerMinute) },
    handler: async (request, reply) => {
      if (!secret) throw notSetUp();
      const { token, newPassword } = request.body;
      const link = parsePasswordResetToken(token);
      const user = link && (await loadUser(eventStore, link.userId));
      const email = user?.notificationSettings.email;
      // One answer for every way a link fails: not ours, expired, used, mailed to an address the account no longer has,
      // or for an account that is gone.
      if (!link || !user || !email || !passwordResetTokenHolds(link, { passwordHash: user.passwordHash, email, secret, now: clock() })) {
        throw linkInvalid();
      }
      let changed;
      try {
        // Checked against the hash the link was: of two uses of one link at once, the second finds it used. The same
        // password as before is taken: its owner had forgotten it.
        changed = await recordNewPassword(request, reply, { eventStore, sessionStore, settings, clock }, { userId: user.userId, newPassword, checkedAgainst: user.passwordHash });
      } catch (error) {
        // Another new password (this link's other use among them), or the account's deletion, was recorded meanwhile.
        if (error instanceof InvalidTransition || error instanceof NotFound) throw linkInvalid();
        throw error;
      }
      // Whoever guessed at the old password is no reason to keep the owner, who has just shown they read the
      // account's mail, from logging in with the new one elsewhere.
      // Best effort: the new password is recorded and this device signed in, which a count out of reach must not undo.
      await wrongPasswords.clear(user.userId).catch((error: unknown) => request.log.warn({ err: error }, 'Could not clear the wrong passwords counted for an account'));
      knownDevices.remember(request, reply, changed);
      // The account as its stream now stands, as a sign-in answers.
      return reply.status(200).send(toUserResponse(changed));
    },
  });
};
