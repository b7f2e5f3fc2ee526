import {
  emailAddressChangedNotice,
  type NotificationSettings,
  NotificationSettingsCommands,
  streams,
  type UpdateNotificationSettingsRequest,
  USER_NOT_FOUND,
} from '@iec-bets/contracts';
import { badRequest, declaredRoute, mailFailureWithoutContactDetails, requireSelf, signedInScope, type DeliverableChannels } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps, type ConfirmationLinkDeps } from '../deps.js';
import { foldEvents } from '../domain/decider.js';
import { NotFound } from '../domain/domain-error.js';
import { notificationSettingsDecider, settingsOf } from '../domain/user/notification-settings-decider.js';
import { afterAnswer } from '../http/after-answer.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { loadUser } from '../users/user-lookup.js';

/** PUT /api/users/{id}/notifications: how a user wants to be alerted; only they may change it. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<CommandDeps & ConfirmationLinkDeps> = async (app, deps) => {
  const { eventStore, accountEmail } = deps;
  const clock = deps.clock ?? systemClock;
  const whenAnswered = afterAnswer(app);
  const { mailConfirmationLink } = deps;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(NotificationSettingsCommands.update),
      handler: async (request, reply) => {
        const userId = requireSelf(request, request.params.id);
        const undeliverable = undeliverableChannelTurnedOn(request.body, deps.settings.channels);
        if (undeliverable) throw badRequest(undeliverable);
        // The address as it was, to be told should it change (email-address-changed.ts).
        const before = accountEmail && request.body.email !== undefined ? await loadUser(eventStore, userId) : null;
        const { appended } = await handleCommand(eventStore, notificationSettingsDecider, {
          streamId: streams.user(userId),
          command: { type: 'ChangeNotificationSettings', data: { ...request.body, userId } },
          metadata: commandMetadata(request, userId, clock()),
        });
        sendPosition(reply, appended);
        const state = foldEvents(notificationSettingsDecider, await eventStore.readStream(streams.user(userId)));
        if (state.kind !== 'registered') throw new NotFound(USER_NOT_FOUND);
        const body: NotificationSettings = settingsOf(state);
        const oldAddress = before?.notificationSettings.email;
        if (accountEmail && before && oldAddress && oldAddress !== body.email) {
          const settingsLink = new URL('/profile', accountEmail.publicOrigin).toString();
          const notice = emailAddressChangedNotice(before.username, body.email, settingsLink);
          whenAnswered(async () => {
            try {
              await accountEmail.mailer({ to: oldAddress, ...notice });
            } catch (error) {
              request.log.warn({ err: mailFailureWithoutContactDetails('Address change notice failed', error), userId }, 'address change notice failed');
            }
          });
        }
        const newAddress = body.email;
        if (mailConfirmationLink && before && newAddress && newAddress !== oldAddress) {
          // A new address is unconfirmed until its owner opens the link mailed to it (email-address-decider.ts).
          const account = { userId, username: before.username, email: newAddress };
          whenAnswered(async () => {
            await mailConfirmationLink(request, account);
          });
        }
        return reply.send(body);
      },
    });
  });
};

/**
 * The reason, when the change turns on a channel this server cannot deliver: a switch that said "on" would promise
 * alerts that never come. Turning a channel off is always allowed.
 */
function undeliverableChannelTurnedOn(change: UpdateNotificationSettingsRequest, channels: DeliverableChannels | undefined): string | undefined {
  if (!channels) return undefined;
  const turnedOn = [
    [change.emailNotifications, channels.email],
    [change.whatsappNotifications, channels.whatsapp],
    [change.browserNotifications, channels.push],
  ] as const;
  return turnedOn.find(([on, channel]) => on === true && !channel.available)?.[1].reason;
}
