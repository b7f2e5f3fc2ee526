import type { User } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrowserNotificationControl } from './browser-notification-control';
import { DeleteAccountDialog } from './delete-account-dialog';

export function SettingsTab({ user, logoutButton }: { user: User; logoutButton: ReactNode }) {
  const channels = [
    { label: 'Email notifications', on: user.emailNotifications },
    { label: 'Browser notifications', on: user.browserNotifications },
    { label: 'WhatsApp notifications', on: user.whatsappNotifications },
  ];
  const exportHref = `/api/users/${encodeURIComponent(user.id)}/export`;
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
      <section className="card your-data" aria-labelledby="your-data-title">
        <h2 id="your-data-title">Your data</h2>
        <p className="muted">
          A copy of everything IEC Bets holds about you: your account, answers, comments, friends, suggestions and
          alert settings, as a JSON file.
        </p>
        {/* A plain download: the server names the file, and the session cookie goes along as with any page. */}
        <a href={exportHref} download className="button secondary">
          Download my data
        </a>
        <div className="account-deletion">
          <h3>Delete your account</h3>
          <p className="muted">
            Erases your name, email address and phone number, and signs you out everywhere. This cannot be undone.
          </p>
          <DeleteAccountDialog userId={user.id} exportHref={exportHref} />
        </div>
        <p className="privacy-pointer">
          <Link to="/privacy">How IEC Bets handles your data</Link>
        </p>
      </section>
    </div>
  );
}
