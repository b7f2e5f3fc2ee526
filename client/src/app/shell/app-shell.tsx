import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { MainNav } from '@/app/lazy-member-parts';
import { AuthDialogOutlet, useSession } from '@/app/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import './app-shell.css';
import { PendingPart } from '@/components/pending-part';

export function AppShell() {
  const session = useSession();
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
        <Suspense fallback={<LoadingScreen text="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      <AuthDialogOutlet />
    </div>
  );
}
