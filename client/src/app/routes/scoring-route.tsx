import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

const ScoringPage = lazy(() => import('@/features/scoring/components/scoring-page').then((m) => ({ default: m.ScoringPage })));

/** /scoring: how answers become points and a rank; public, so a visitor can read the rule before joining. */
export function ScoringRoute() {
  useDocumentTitle('How Scoring Works');
  return (
    <Suspense fallback={<LoadingScreen text="Loading..." />}>
      <ScoringPage />
    </Suspense>
  );
}
