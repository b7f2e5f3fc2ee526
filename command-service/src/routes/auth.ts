import { AuthCommands, INVALID_CREDENTIALS, streams } from '@iec-bets/contracts';
import { clearSessionCookie, declaredRoute, unauthorized } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newUserId } from '../users/new-user-id.js';
import { claimUsername } from '../auth/claim-username.js';
import { hashPassword, verifyAgainstDummy } from '../auth/password.js';
import type { PasswordCheckDeps } from '../auth/wrong-password-budget.js';
import { startSession } from '../auth/sign-in.js';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps, type ConfirmationLinkDeps } from '../deps.js';
import { userDecider } from '../domain/user/user-decider.js';
import { afterAnswer } from '../http/after-answer.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { perHour, perMinute } from '../http/rate-limits.js';
import { findUserByUsername, loadUser, toUserResponse } from '../users/user-lookup.js';

export const authRoutes: FastifyPluginAsyncZod<CommandDeps & PasswordCheckDeps & ConfirmationLinkDeps> = async (app, deps) => {
  const { eventStore, sessionStore, settings, wrongPasswords, knownDevices } = deps;
  const clock = deps.clock ?? systemClock;
  const { mailConfirmationLink } = deps;
  const whenAnswered = afterAnswer(app);

  app.route({
    ...declaredRoute(AuthCommands.signup),
    config: { rateLimit: perHour(settings.rateLimits.signupPerHour) },
    handler: async (request, reply) => {
      const { username, password, name, email, phoneNumber } = request.body;
      const passwordHash = await hashPassword(password);
      const userId = newUserId();
      const metadata = commandMetadata(request, userId, clock());
      // The name is claimed first, in its own stream with an expected revision: of two sign-ups for "Thandi" and
      // "thandi" exactly one gets past this line. A name left reserved by a sign-up that failed after it is reclaimed.
      await claimUsername(eventStore, { username, userId }, metadata);
      const { appended } = await handleCommand(eventStore, userDecider, {
        streamId: streams.user(userId),
        command: { type: 'RegisterUser', data: { userId, username, name, email, phoneNumber, passwordHash } },
        metadata,
      });
      await startSession(request, reply, sessionStore, userId, settings);
      sendPosition(reply, appended);
      // The account as its stream now stands, as the sign-in's reply is built: one way to tell a user their account.
      const user = await loadUser(eventStore, userId);
      if (!user) throw new Error(`The account ${userId} was registered but cannot be read back`);
      knownDevices.remember(request, reply, user);
      const address = user.notificationSettings.email;
      if (mailConfirmationLink && address) {
        whenAnswered(async () => {
          await mailConfirmationLink(request, { userId, username: user.username, email: address });
        });
      }
      return reply.status(201).send(toUserResponse(user));
    },
  });

  app.route({
    ...declaredRoute(AuthCommands.login),
    config: { rateLimit: perMinute(settings.rateLimits.loginPerMinute) },
    handler: async (request, reply) => {
      const input = request.body;
      const user = await findUserByUsername(eventStore, input.username);
      // An account's own budget of wrong passwords, beside this route's per address: guesses spread over many
      // addresses still run out (wrong-password-budget.ts), but never on a browser the owner has signed in on.
      const valid = user
        ? await wrongPasswords.check(reply, user, input.password, { knownDevice: knownDevices.recognises(request, user) })
        : await verifyAgainstDummy(input.password);
      // One answer for an unknown name and a wrong password, so the form does not say who has an account. (Once an
      // account's budget is spent its 429 says so; usernames are public anyway, on comments and in search.)
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      // The password checked may have been changed meanwhile, on another device that then ended every other session:
      // a session made after that must not outlive the change either.
      const stillValid = async () => (await loadUser(eventStore, user.userId))?.passwordHash === user.passwordHash;
      if (!(await startSession(request, reply, sessionStore, user.userId, settings, stillValid))) throw unauthorized(INVALID_CREDENTIALS);
      knownDevices.remember(request, reply, user);
      return reply.status(200).send(toUserResponse(user));
    },
  });

  app.route({
    ...declaredRoute(AuthCommands.logout),
    handler: async (request, reply) => {
      if (request.sessionId) await sessionStore.revoke(request.sessionId);
      clearSessionCookie(reply, { secure: settings.cookieSecure });
      return reply.status(204).send(null);
    },
  });
};
