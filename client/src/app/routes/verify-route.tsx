import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';

const VerifyPage = lazy(() => import('@/features/trust/components/verify-page').then((m) => ({ default: m.VerifyPage })));

/** /verify: how anyone can check the log's history, and its daily seals; for visitors and members alike. */
export function VerifyRoute() {
  return (
    <Suspense fallback={<LoadingScreen text="Loading..." />}>
      <VerifyPage />
    </Suspense>
  );
}
