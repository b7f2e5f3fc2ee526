import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PartBoundary } from '@/components/part-boundary';
import { PartFailed } from '@/components/part-failed';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { MemberBackground } from './lazy-member-parts';
import { useRealtimeUpdates } from './use-realtime-updates';
import { useSession } from './session';
import { VisitorPreloading } from './visitor-preloading';

// Members' alone, so a visitor's landing page loads none of it (nor react-query's mutations, which it acknowledges with).
const CelebrationHost = lazy(() =>
  import('@/features/celebrations/components/celebration-host').then((m) => ({ default: m.CelebrationHost })),
);

/**
 * The whole app under the router its caller gives: the browser's in the page (main.tsx), a static one when the
 * server renders the landing page (entry-server.tsx). One tree for both, so that hydration finds what it expects.
 */
export function App({ queryClient, Router }: { queryClient: QueryClient; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    // The last resort: a part outside any screen (the menu, a celebration) that fails would otherwise empty the page.
    <PartBoundary fallback={<PartFailed />}>
      <AppProviders queryClient={queryClient}>
        <RealtimeUpdates />
        <Router>
          <MemberPreloading />
          <VisitorPreloading />
          <AppRoutes />
          <Celebrations />
        </Router>
      </AppProviders>
    </PartBoundary>
  );
}

/**
 * A member's screens' reads and chunks start early (route-preloading.tsx), and a session ended elsewhere turns the
 * page into a visitor's (session-end-watch.tsx); a visitor's landing page has all it reads.
 */
function MemberPreloading() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MemberBackground />
    </Suspense>
  );
}

function RealtimeUpdates() {
  useRealtimeUpdates();
  return null;
}

/** Celebrations appear on any screen, inside the router so that their links are the app's. */
function Celebrations() {
  const { user } = useSession();
  if (!user) return null;
  return (
    // A celebration that cannot load is one the member does without, not a page gone.
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <CelebrationHost signedIn />
      </Suspense>
    </PartBoundary>
  );
}
