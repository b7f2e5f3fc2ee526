import type { ChannelAvailability, User } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAlertChannels } from '@/api/get-alert-channels';
import { BrowserNotificationControl } from './browser-notification-control';
import { ChangePasswordSection } from './change-password-section';
import { YourDataSection } from './your-data-section';

/**
 * A channel the server cannot deliver reads "Not available", with the server's reason, whatever the user once chose:
 * "Enabled" would promise alerts that never come. Until the server has said, the user's choice shows.
 */
function ChannelStatus({
  label,
  on,
  availability,
  waitingFor,
}: {
  label: string;
  on: boolean;
  availability: ChannelAvailability | undefined;
  /** Why a channel that is on sends nothing yet, in words for its owner. */
  waitingFor?: string | undefined;
}) {
  if (availability?.available === false) {
    return (
      <div className="channel">
        <dt>{label}</dt>
        <dd className="channel-off">Not available</dd>
        <dd className="channel-reason muted">{availability.reason ?? 'Not available on this server'}</dd>
      </div>
    );
  }
  return (
    <div className="channel">
      <dt>{label}</dt>
      <dd className={on ? 'channel-on' : 'channel-off'}>{on ? 'Enabled' : 'Disabled'}</dd>
      {on && waitingFor && <dd className="channel-reason muted">{waitingFor}</dd>}
    </div>
  );
}

export function SettingsTab({ user, logoutButton }: { user: User; logoutButton: ReactNode }) {
  const alertChannels = useAlertChannels();
  const deliverable = alertChannels.data;
  const channelsSettled = !alertChannels.isPending;
  const channels = [
    {
      label: 'Email notifications',
      on: user.emailNotifications,
      availability: deliverable?.email,
      // Email alerts go only to a confirmed address: "Enabled" alone would promise alerts that wait for it.
      waitingFor: user.emailConfirmed ? undefined : 'Waiting for you to confirm your email address',
    },
    { label: 'Browser notifications', on: user.browserNotifications, availability: deliverable?.push },
    { label: 'WhatsApp notifications', on: user.whatsappNotifications, availability: deliverable?.whatsapp },
  ];
  return (
    <div className="stack">
      <section className="card" aria-labelledby="alerts-title">
        <h2 id="alerts-title">Notifications</h2>
        <dl className="channel-list">
          {channels.map((channel) => (
            <ChannelStatus key={channel.label} {...channel} />
          ))}
        </dl>
        <Link to="/notifications" className="button secondary">
          Manage notification settings
        </Link>
      </section>
      <BrowserNotificationControl userId={user.id} />
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <p className="muted">
          Signed in as <strong>{user.name}</strong> (@{user.username})
        </p>
        {logoutButton}
      </section>
      <ChangePasswordSection userId={user.id} />
      <YourDataSection userId={user.id} cardsAboveSettled={channelsSettled} />
    </div>
  );
}
