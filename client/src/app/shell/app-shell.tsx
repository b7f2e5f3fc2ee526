import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { AuthDialogOutlet, useSession } from '@/app/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

export function AppShell() {
  const session = useSession();
  if (session.isLoading) return <LoadingScreen text="Loading IEC Bets..." />;
  return (
    <div className={session.user ? 'app signed-in' : 'app'}>
      <AppHeader session={session} />
      <main id="main" className="app-main">
        <Suspense fallback={<LoadingScreen text="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      {session.user && <BottomNav isAdmin={session.user.isAdmin} />}
      <AuthDialogOutlet />
    </div>
  );
}
