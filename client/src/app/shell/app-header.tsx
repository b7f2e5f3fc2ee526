import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Session } from '@/app/session';

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
          <svg className="logo-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <rect x="3" y="9" width="18" height="12" rx="2" fill="#f2b705" />
            <rect x="8" y="8" width="8" height="2" fill="#14171a" />
            <path d="M9 3.5 11.5 6 16 1.5" fill="none" stroke="#ffffff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
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
    </header>
  );
}
