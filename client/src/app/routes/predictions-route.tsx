import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PendingPart } from '@/components/pending-part';

const PredictionsPage = lazy(() =>
  import('@/features/predictions/components/predictions-page').then((m) => ({ default: m.PredictionsPage })),
);
const DisputeControl = lazy(() => import('@/features/disputes/components/dispute-control').then((m) => ({ default: m.DisputeControl })));

export function PredictionsRoute() {
  useDocumentTitle('Election Predictions');
  return (
    <SignedIn what="election predictions">
      {(user) => (
        <Suspense fallback={<LoadingScreen text="Loading election predictions..." />}>
          <PredictionsPage
            userId={user.id}
            renderResolutionActions={(question) => (
              <Suspense fallback={<PendingPart />}>
                <DisputeControl question={question} />
              </Suspense>
            )}
          />
        </Suspense>
      )}
    </SignedIn>
  );
}
