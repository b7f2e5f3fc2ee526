import type { User } from '@iec-bets/contracts';
import { useState } from 'react';
import { useUpdateNotificationSettings } from '@/api/update-notification-settings';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { ChannelSwitch } from './channel-switch';

/**
 * Whether the evening reminder goes when the player's streak would end at midnight. It rides on the channels above:
 * with none on, the switch still says what it would do, and the note beneath says why nothing comes. Saved at once,
 * as the channels' switches are.
 */
export function StreakReminderSwitch({ user }: { user: User }) {
  const [on, setOn] = useState(user.streakReminders);
  const update = useUpdateNotificationSettings(user.id);
  const toast = useToast();
  const anyChannelOn = user.emailNotifications || user.whatsappNotifications || user.browserNotifications;

  function toggle(next: boolean) {
    setOn(next);
    update.mutate(
      { streakReminders: next },
      {
        onSuccess: () => toast({ title: 'Settings Updated', description: 'Your notification preferences have been saved.' }),
        onError: (error) => {
          setOn(!next);
          toast({ title: 'Error', description: errorMessage(error, 'Failed to update notification preferences.'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <section className="card streak-reminders" aria-labelledby="streak-reminders-title">
      <h2 id="streak-reminders-title">Streak reminders</h2>
      <p className="muted">
        At 6 pm, when you have predicted two days or more in a row and not yet today, we remind you that your streak ends
        at midnight. One message a day at most, on the notifications you have turned on.
      </p>
      <ChannelSwitch
        id="streak-reminders"
        label="Remind me before my streak ends"
        checked={on}
        pending={update.isPending}
        availability={undefined}
        onToggle={toggle}
      />
      {on && !anyChannelOn && <p className="streak-reminders-idle">Turn on email, WhatsApp or browser notifications to get them.</p>}
    </section>
  );
}
