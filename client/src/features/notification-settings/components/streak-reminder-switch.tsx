import type { AlertChannelsResponse, User } from '@iec-bets/contracts';
import { useState } from 'react';
import { useUpdateNotificationSettings } from '@/api/update-notification-settings';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { ChannelSwitch } from './channel-switch';

/**
 * Whether any channel would carry a reminder now: on, deliverable by this server, and for email with its address
 * confirmed (email goes to confirmed addresses alone). A browser's subscription is not known here; its switch is.
 */
function reminderCanArrive(user: User, channels: AlertChannelsResponse | undefined): boolean {
  const deliverable = (channel: keyof AlertChannelsResponse) => channels?.[channel].available !== false;
  return (
    (user.emailNotifications && user.emailConfirmed && deliverable('email')) ||
    (user.whatsappNotifications && deliverable('whatsapp')) ||
    (user.browserNotifications && deliverable('push'))
  );
}

/**
 * Whether the evening reminder goes when the player's streak would end at midnight. It rides on the channels above:
 * with none that would carry it, the switch still says what it would do, and the note beneath says why nothing comes.
 * Saved at once, as the channels' switches are. The switch shows the change while it is saved, then the user as read
 * again (the save reads them before it settles), so a change saved elsewhere, in another tab, shows too.
 */
export function StreakReminderSwitch({ user, channels }: { user: User; channels: AlertChannelsResponse | undefined }) {
  const [saving, setSaving] = useState<boolean>();
  const on = saving ?? user.streakReminders;
  const update = useUpdateNotificationSettings(user.id);
  const toast = useToast();

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
        that your streak ends at midnight: once that evening, on one of the notifications you have turned on (your
        browser first, then WhatsApp, then email).
      </p>
      <ChannelSwitch
        id="streak-reminders"
        label="Remind me before my streak ends"
        checked={on}
        pending={update.isPending}
        availability={undefined}
        onToggle={toggle}
      />
      {on && !reminderCanArrive(user, channels) && (
        <p className="streak-reminders-idle">Turn on email, WhatsApp or browser notifications to get them.</p>
      )}
    </section>
  );
}
