import {
  EMAIL_REQUIRED,
  PHONE_REQUIRED,
  streams,
  TEST_EMAIL_NOT_SET_UP,
  TEST_WHATSAPP_NOT_SET_UP,
  TestAlertCommands,
  testEmailNotSent,
  testEmailRefused,
  testEmailSent,
  testWhatsAppNotSent,
  testWhatsAppRefused,
  testWhatsAppSent,
  type NotificationSettings,
  type SendTestAlertResponse,
  type TestAlertChannel,
} from '@iec-bets/contracts';
import { badRequest, declaredRoute, isRecipientRefusal, requireSelf, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandDeps } from '../deps.js';
import { foldEvents } from '../domain/decider.js';
import { notificationSettingsDecider } from '../domain/user/notification-settings-decider.js';
import { bySessionUser, perMinute } from '../http/rate-limits.js';

const DEFAULT_TEST_EMAILS_PER_MINUTE = 3;

/** Where one channel's test goes, and what the user is told of it. */
interface ChannelTest {
  destinationOf: (settings: NotificationSettings) => string | null;
  notSetUp: string;
  destinationRequired: string;
  sent: (destination: string) => string;
  refused: (destination: string) => string;
  notSent: (destination: string) => string;
  /** The log line of a failure, which names no address. */
  failed: string;
}

/** The same story for each channel, in its own words. */
const TEST_ALERTS: Record<TestAlertChannel, ChannelTest> = {
  email: {
    destinationOf: (settings) => settings.email,
    notSetUp: TEST_EMAIL_NOT_SET_UP,
    destinationRequired: EMAIL_REQUIRED,
    sent: testEmailSent,
    refused: testEmailRefused,
    notSent: testEmailNotSent,
    failed: 'test email failed',
  },
  whatsapp: {
    destinationOf: (settings) => settings.phoneNumber,
    notSetUp: TEST_WHATSAPP_NOT_SET_UP,
    destinationRequired: PHONE_REQUIRED,
    sent: testWhatsAppSent,
    refused: testWhatsAppRefused,
    notSent: testWhatsAppNotSent,
    failed: 'test WhatsApp message failed',
  },
};

/**
 * POST /api/notifications/test: sends a test alert to the signed-in user's current address (email, unless the
 * request asks for WhatsApp) right away, not through the alert queue, so the user learns at once whether that channel
 * reaches them. Writes no event. Each request really sends a message, hence the tight per-user limit, one budget for
 * both channels.
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
        const { channel } = request.body;
        const test = TEST_ALERTS[channel];
        // Said first and plainly: no address the user could fix would make it go out.
        if (settings.channels?.[channel].available === false) throw badRequest(test.notSetUp);
        // The address as the log has it now (sign-up, then every settings change), not as a read model last saw it.
        const account = foldEvents(notificationSettingsDecider, await eventStore.readStream(streams.user(userId)));
        const destination = account.kind === 'registered' ? test.destinationOf(account) : null;
        if (!destination) throw badRequest(test.destinationRequired);

        const send = alerts?.[channel];
        if (!send) {
          const body: SendTestAlertResponse = { success: false, message: test.notSetUp };
          return reply.status(503).send(body);
        }
        try {
          await send(destination, { kind: 'test' });
        } catch (error) {
          // The mail server's or WhatsApp's words may name internal hosts; they go to the log, the user gets a plain
          // message.
          request.log.warn({ err: error, userId }, test.failed);
          // A refused address is the user's to mend (422); anything else is the service's, or passes (502): each is told
          // the one thing worth doing, not both.
          if (isRecipientRefusal(error)) {
            const body: SendTestAlertResponse = { success: false, message: test.refused(destination) };
            return reply.status(422).send(body);
          }
          const body: SendTestAlertResponse = { success: false, message: test.notSent(destination) };
          return reply.status(502).send(body);
        }
        const body: SendTestAlertResponse = { success: true, message: test.sent(destination) };
        return reply.send(body);
      },
    });
  });
};
