import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { MainNav } from '@/app/lazy-member-parts';
import { AuthDialogOutlet, useSession } from '@/app/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import './app-shell.css';
import { useTopOfNewPage } from './use-top-of-new-page';
import { useToldWhySessionEnded } from './use-told-why-session-ended';
import { PartBoundary } from '@/components/part-boundary';
import { PartFailed } from '@/components/part-failed';
import { PendingPart } from '@/components/pending-part';

export function AppShell() {
  const session = useSession();
  const { pathname } = useLocation();
  useTopOfNewPage();
  useToldWhySessionEnded();
  if (session.isLoading) return <LoadingScreen text="Loading IEC Bets..." />;
  return (
    <div className={session.user ? 'app signed-in' : 'app'}>
      <AppHeader
        session={session}
        nav={
          session.user && (
            // Members' alone, so it loads with their chunk; the header keeps its place meanwhile.
            <Suspense fallback={<PendingPart />}>
              <MainNav isAdmin={session.user.isAdmin} />
            </Suspense>
          )
        }
      />
      <main id="main" className="app-main">
        {/* A screen that fails keeps the header and the menu, and going to another screen tries afresh. */}
        <PartBoundary fallback={<PartFailed />} resetKey={pathname}>
          <Suspense fallback={<LoadingScreen text="Loading..." />}>
            <Outlet />
          </Suspense>
        </PartBoundary>
      </main>
      <AppFooter />
      {/* The log-in dialog loads on the first tap that opens it: should it not arrive, that tap is answered. */}
      <PartBoundary
        fallback={
          <p className="foot-card" role="alert">
            The sign-in form could not load. <a href="">Reload the page</a>
          </p>
        }
      >
        <AuthDialogOutlet />
      </PartBoundary>
    </div>
  );
}
