import { AccountCommands, NOT_YOUR_ACCOUNT, NOT_YOUR_PASSWORD, SAME_PASSWORD, streams, USER_NOT_FOUND, WRONG_PASSWORD } from '@iec-bets/contracts';
import { badRequest, clearSessionCookie, declaredRoute, notFound, requireSelf, signedInScope, unauthorized } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../auth/password.js';
import type { PasswordCheckDeps } from '../auth/wrong-password-budget.js';
import { recordNewPassword } from '../auth/record-new-password.js';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { userDecider } from '../domain/user/user-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { bySessionUser, perMinute } from '../http/rate-limits.js';
import { isDeletedAccount, loadUser } from '../users/user-lookup.js';

/** A user changes their own password, or deletes their own account (POPIA's right to erasure). */
export const accountRoutes: FastifyPluginAsyncZod<CommandDeps & PasswordCheckDeps> = async (app, deps) => {
  const { eventStore, sessionStore, settings, personalDataKeys, wrongPasswords, knownDevices } = deps;
  const clock = deps.clock ?? systemClock;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(AccountCommands.delete),
      // As many tries as a login: the password is checked here too, so this must not become a way to guess it.
      config: { rateLimit: { ...perMinute(settings.rateLimits.loginPerMinute), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        // Nobody deletes another's account, admins included: erasure is the owner's right, not a moderation tool.
        const userId = requireSelf(request, request.params.id, NOT_YOUR_ACCOUNT);
        const user = await loadUser(eventStore, userId);
        if (!user) {
          // Asked again by a session of an account whose deletion is recorded: the sessions it was to end are ended
          // now. That deletion may have failed just after its record (the session store out of reach), and the
          // person's other devices must not stay signed in to an account that is gone. Nothing else is left to do.
          if (!(await isDeletedAccount(eventStore, userId))) throw notFound(USER_NOT_FOUND);
          await sessionStore.revokeAllOf(userId, 'account-deleted');
          clearSessionCookie(reply, { secure: settings.cookieSecure });
          return reply.status(204).send(null);
        }
        // Held to the account's budget of wrong passwords, which a log-in and a password change draw on too.
        const knownDevice = knownDevices.recognises(request, user);
        if (!(await wrongPasswords.check(reply, user, request.body.password, { knownDevice }))) throw unauthorized(WRONG_PASSWORD);
        // The key goes first, and with it every copy of the person's data in the log: whatever fails after this, what
        // they asked to be erased is erased. Should the deletion itself then fail, the account is left without a
        // name or contact details, its password still valid, and the person can simply ask again to finish it.
        await personalDataKeys?.erase(userId);
        // ... and what a log from before the sealing holds of them in the clear is blanked in its file (embedded), before
        // the deletion is recorded: should this fail, the account still exists, and asking again finishes both.
        await eventStore.redactErasedPlainData?.(streams.personalDataOf(userId));
        const { appended } = await handleCommand(eventStore, userDecider, {
          streamId: streams.user(userId),
          command: { type: 'DeleteAccount', data: { userId } },
          metadata: commandMetadata(request, userId, clock()),
        });
        await sessionStore.revokeAllOf(userId, 'account-deleted');
        clearSessionCookie(reply, { secure: settings.cookieSecure });
        sendPosition(reply, appended);
        return reply.status(204).send(null);
      },
    });

    signedIn.route({
      ...declaredRoute(AccountCommands.changePassword),
      // As many tries as a login: the current password is checked here, so this must not become a way to guess it.
      config: { rateLimit: { ...perMinute(settings.rateLimits.loginPerMinute), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        // Nobody sets another's password, admins included: it would let them sign in as that person.
        const userId = requireSelf(request, request.params.id, NOT_YOUR_PASSWORD);
        const user = await loadUser(eventStore, userId);
        if (!user) throw notFound(USER_NOT_FOUND);
        const { currentPassword, newPassword } = request.body;
        const knownDevice = knownDevices.recognises(request, user);
        if (!(await wrongPasswords.check(reply, user, currentPassword, { knownDevice }))) throw unauthorized(WRONG_PASSWORD);
        if (await verifyPassword(newPassword, user.passwordHash)) throw badRequest(SAME_PASSWORD);
        const changed = await recordNewPassword(request, reply, { eventStore, sessionStore, settings, clock }, { userId, newPassword, checkedAgainst: user.passwordHash });
        // Every browser that knew the old password is a stranger to the account now, this one remembered anew.
        knownDevices.remember(request, reply, changed);
        return reply.status(204).send(null);
      },
    });
  });
};
