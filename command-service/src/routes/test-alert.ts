import {
  EMAIL_REQUIRED,
  streams,
  TEST_EMAIL_NOT_SET_UP,
  TestAlertCommands,
  testEmailNotSent,
  testEmailRefused,
  type SendTestAlertResponse,
} from '@iec-bets/contracts';
import { badRequest, declaredRoute, isRecipientRefusal, requireSelf, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandDeps } from '../deps.js';
import { foldEvents } from '../domain/decider.js';
import { notificationSettingsDecider } from '../domain/user/notification-settings-decider.js';
import { bySessionUser, perMinute } from '../http/rate-limits.js';

const DEFAULT_TEST_EMAILS_PER_MINUTE = 3;

/**
 * POST /api/notifications/test: sends a test email to the signed-in user's current address right away (not through
 * the alert queue), so the user learns at once whether email reaches them. Writes no event. Each request really
 * sends mail, hence the tight per-user limit.
 */
export const testAlertRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, settings, alerts } = deps;
  const limit = settings.rateLimits.testEmailsPerMinute ?? DEFAULT_TEST_EMAILS_PER_MINUTE;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(TestAlertCommands.send),
      config: { rateLimit: { ...perMinute(limit), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        const userId = requireSelf(request, request.body.userId);
        // Said first and plainly: no address the user could fix would make it go out.
        if (settings.channels?.email.available === false) throw badRequest(TEST_EMAIL_NOT_SET_UP);
        // The address as the log has it now (sign-up, then every settings change), not as a read model last saw it.
        const account = foldEvents(notificationSettingsDecider, await eventStore.readStream(streams.user(userId)));
        const address = account.kind === 'registered' ? account.email : null;
        if (!address) throw badRequest(EMAIL_REQUIRED);

        if (!alerts) {
          const body: SendTestAlertResponse = { success: false, message: TEST_EMAIL_NOT_SET_UP };
          return reply.status(503).send(body);
        }
        try {
          await alerts.email(address, { kind: 'test' });
        } catch (error) {
          // The mail server's words may name internal hosts; they go to the log, the user gets a plain message.
          request.log.warn({ err: error, userId }, 'test email failed');
          // A refused address is the user's to mend (422); anything else is the service's, or passes (502): each is told
          // the one thing worth doing, not both.
          if (isRecipientRefusal(error)) {
            const body: SendTestAlertResponse = { success: false, message: testEmailRefused(address) };
            return reply.status(422).send(body);
          }
          const body: SendTestAlertResponse = { success: false, message: testEmailNotSent(address) };
          return reply.status(502).send(body);
        }
        const body: SendTestAlertResponse = { success: true, message: `Test email sent to ${address}` };
        return reply.send(body);
      },
    });
  });
};
