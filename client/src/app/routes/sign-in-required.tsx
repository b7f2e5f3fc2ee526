import type { User } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { useSession } from '@/app/session';

/** Screens for members only: a visitor is asked to sign in rather than shown an empty page. */
export function SignedIn({ what, children }: { what: string; children: (user: User) => ReactNode }) {
  const session = useSession();
  if (session.user) return <>{children(session.user)}</>;
  return (
    <section className="screen empty-state" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign In Required</h1>
      <p className="muted">Please sign in to view {what}</p>
      <button type="button" className="button primary" onClick={() => session.openAuthDialog('login')}>
        Log In
      </button>
    </section>
  );
}
