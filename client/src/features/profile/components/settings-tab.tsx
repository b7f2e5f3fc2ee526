import type { User } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrowserNotificationControl } from './browser-notification-control';

export function SettingsTab({ user, logoutButton }: { user: User; logoutButton: ReactNode }) {
  const channels = [
    { label: 'Email notifications', on: user.emailNotifications },
    { label: 'Browser notifications', on: user.browserNotifications },
    { label: 'WhatsApp notifications', on: user.whatsappNotifications },
  ];
  return (
    <div className="stack">
      <section className="card" aria-labelledby="alerts-title">
        <h2 id="alerts-title">Notifications</h2>
        <dl className="channel-list">
          {channels.map((channel) => (
            <div key={channel.label} className="channel">
              <dt>{channel.label}</dt>
              <dd className={channel.on ? 'channel-on' : 'channel-off'}>{channel.on ? 'Enabled' : 'Disabled'}</dd>
            </div>
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
    </div>
  );
}
