import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { CelebrationHost } from '@/features/celebrations/components/celebration-host';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { RoutePreloading } from './route-preloading';
import { useRealtimeUpdates } from './use-realtime-updates';
import { useSession } from './session';

/**
 * The whole app under the router its caller gives: the browser's in the page (main.tsx), a static one when the
 * server renders the landing page (entry-server.tsx). One tree for both, so that hydration finds what it expects.
 */
export function App({ queryClient, Router }: { queryClient: QueryClient; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RealtimeUpdates />
      <Router>
        <RoutePreloading />
        <AppRoutes />
        <Celebrations />
      </Router>
    </AppProviders>
  );
}

function RealtimeUpdates() {
  useRealtimeUpdates();
  return null;
}

/** Celebrations appear on any screen, inside the router so that their links are the app's. */
function Celebrations() {
  const { user } = useSession();
  return <CelebrationHost signedIn={user !== null} />;
}
