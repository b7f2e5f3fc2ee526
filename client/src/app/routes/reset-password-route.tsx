import { useSession } from '@/app/session';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /reset-password: where an emailed link to choose a new password leads; for visitors and members alike. */
export function ResetPasswordRoute() {
  useDocumentTitle('Choose a New Password');
  // From the session the app holds, as other routes hand it to their feature: the feature's chunk then asks nothing of
  // the app's first JavaScript for it.
  const { user } = useSession();
  return <ResetPasswordPage signedInAs={user?.username ?? null} />;
}
