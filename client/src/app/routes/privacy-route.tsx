import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

const PrivacyNotice = lazy(() => import('@/features/privacy/components/privacy-notice').then((m) => ({ default: m.PrivacyNotice })));

/** /privacy: the privacy notice, for visitors and members alike, so it can be read before signing up. */
export function PrivacyRoute() {
  useDocumentTitle('Privacy');
  return (
    <Suspense fallback={<LoadingScreen text="Loading the privacy notice..." />}>
      <PrivacyNotice />
    </Suspense>
  );
}
