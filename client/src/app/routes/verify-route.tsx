import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

const VerifyPage = lazy(() => import('@/features/trust/components/verify-page').then((m) => ({ default: m.VerifyPage })));

/** /verify: how anyone can check the log's history, and its daily seals; for visitors and members alike. */
export function VerifyRoute() {
  useDocumentTitle('Verify');
  return (
    <Suspense fallback={<LoadingScreen text="Loading..." />}>
      <VerifyPage />
    </Suspense>
  );
}
