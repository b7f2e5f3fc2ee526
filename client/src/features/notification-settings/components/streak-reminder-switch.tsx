import type { AlertChannelsResponse, User } from '@iec-bets/contracts';
import { useState } from 'react';
import { useUpdateNotificationSettings } from '@/api/update-notification-settings';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { ChannelSwitch } from './channel-switch';

/** A channel a reminder may take, in the words the card names it with. */
interface ReminderChannel {
  name: string;
  /** The channel as a means: "by browser notification". */
  by: string;
  /** Whether this player has it on so that it reaches them (email: confirmed, since alerts go to confirmed addresses). */
  on: (user: User) => boolean;
}

/**
 * The channels this server can send a reminder on, in the order the notifier tries them: the first that reaches the
 * player takes it. WhatsApp only with a template approved for reminders. A browser's subscription is not known here;
 * its switch is.
 */
function reminderChannels(channels: AlertChannelsResponse): ReminderChannel[] {
  return [
    ...(channels.push.available ? [{ name: 'browser notifications', by: 'browser notification', on: (user: User) => user.browserNotifications }] : []),
    ...(channels.whatsapp.streakReminders ? [{ name: 'WhatsApp', by: 'WhatsApp', on: (user: User) => user.whatsappNotifications }] : []),
    ...(channels.email.available ? [{ name: 'email', by: 'email', on: (user: User) => user.emailNotifications && user.emailConfirmed }] : []),
  ];
}

/** How the card says which channel a reminder takes: the one, or the first of several that the player has on. */
function reminderRoute(carriers: ReminderChannel[]): string {
  const [only] = carriers;
  if (!only) return '';
  if (carriers.length === 1) return ` One reminder, by ${only.by}.`;
  return ` One reminder, on the first of these you have on: ${carriers.map((channel) => channel.name).join(', then ')}.`;
}

/** "a, b or c" */
const eitherOf = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? ''));

/**
 * Whether the evening reminder goes when the player's streak would end at midnight. It rides on one of the channels
 * above, named in the order they are tried: with none on that would carry it, the switch still says what it would do,
 * and the note beneath says why nothing comes.
 * Saved at once, as the channels' switches are. The switch shows the change while it is saved, then the user as read
 * again (the save reads them before it settles), so a change saved elsewhere, in another tab, shows too.
 */
export function StreakReminderSwitch({ user, channels }: { user: User; channels: AlertChannelsResponse | undefined }) {
  const [saving, setSaving] = useState<boolean>();
  const on = saving ?? user.streakReminders;
  const update = useUpdateNotificationSettings(user.id);
  const toast = useToast();
  // Until the server has said what it can send, the card names no channel rather than one it might take back.
  const carriers = channels ? reminderChannels(channels) : [];
  const canArrive = carriers.some((channel) => channel.on(user));

  function toggle(next: boolean) {
    setSaving(next);
    update.mutate(
      { streakReminders: next },
      {
        onSuccess: () => toast({ title: 'Settings Updated', description: 'Your notification preferences have been saved.' }),
        onSettled: () => setSaving(undefined),
        onError: (error) => {
          toast({ title: 'Error', description: errorMessage(error, 'Failed to update notification preferences.'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <section className="card streak-reminders" aria-labelledby="streak-reminders-title">
      <h2 id="streak-reminders-title">Streak reminders</h2>
      <p className="muted">
        At 6 pm South African time, when you have predicted two days or more in a row and not yet today, we remind you
        that your streak ends at midnight.
        {reminderRoute(carriers)}
      </p>
      <ChannelSwitch
        id="streak-reminders"
        label="Remind me before my streak ends"
        checked={on}
        pending={update.isPending}
        availability={undefined}
        onToggle={toggle}
      />
      {on && !canArrive && carriers.length > 0 && (
        <p className="streak-reminders-idle">Turn on {eitherOf(carriers.map((channel) => channel.name))} to get them.</p>
      )}
    </section>
  );
}
