import { useSession } from '@/app/session';
import { CalibrationScreen } from '@/features/calibration/components/calibration-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /calibration: how well the country predicts, for visitors and members alike; a member also sees their own record
 * beside the crowd's, a visitor an invitation to sign in for it.
 */
export function CalibrationRoute() {
  useDocumentTitle('Calibration');
  const session = useSession();
  return <CalibrationScreen userId={session.user?.id ?? null} onSignIn={() => session.openAuthDialog('login')} />;
}
