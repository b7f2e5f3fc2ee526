import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';

const ScoringPage = lazy(() => import('@/features/scoring/components/scoring-page').then((m) => ({ default: m.ScoringPage })));

/** /scoring: how answers become points and a rank; public, so a visitor can read the rule before joining. */
export function ScoringRoute() {
  return (
    <Suspense fallback={<LoadingScreen text="Loading..." />}>
      <ScoringPage />
    </Suspense>
  );
}
