import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Session } from '@/app/session';
import { OfflineNotice } from './offline-notice';

/**
 * The top of every page. A member's navigation sits inside it, between the logo and the avatar: a desktop shows it
 * there, and a phone's stylesheet lifts it out to the bottom bar, so keyboard and screen reader users meet it before
 * the page at every width.
 */
export function AppHeader({ session, nav }: { session: Session; nav?: ReactNode }) {
  const { user } = session;
  return (
    <header className="app-header">
      <div className="app-header-bar">
        <Link to="/" className="logo" aria-label="IEC Bets home">
          {/* Drawn by the stylesheet (app-shell.css): as markup it cost the first JavaScript of every page 0.1 kB. */}
          <span className="logo-mark" aria-hidden="true" />
          IEC Bets
        </Link>
        {nav}
        {user ? (
          <Link to="/profile" className="avatar" aria-label={`Profile of ${user.name}`}>
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </Link>
        ) : (
          <button type="button" className="button primary small" onClick={() => session.openAuthDialog('signup')}>
            Join
          </button>
        )}
      </div>
      <OfflineNotice />
    </header>
  );
}
