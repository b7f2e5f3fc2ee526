import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useSession } from '@/app/session';
import { useDocumentTitle } from '@/hooks/use-document-title';

const CalibrationScreen = lazy(() =>
  import('@/features/calibration/components/calibration-screen').then((m) => ({ default: m.CalibrationScreen })),
);

/**
 * /calibration: how well the country predicts, for visitors and members alike; a member also sees their own record
 * beside the crowd's, a visitor an invitation to sign in for it.
 */
export function CalibrationRoute() {
  useDocumentTitle('Calibration');
  const session = useSession();
  return (
    <Suspense fallback={<LoadingScreen text="Loading how well South Africa predicts..." />}>
      <CalibrationScreen userId={session.user?.id ?? null} onSignIn={() => session.openAuthDialog('login')} />
    </Suspense>
  );
}
