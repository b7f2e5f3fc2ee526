import { useSession } from '@/app/session';
import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /confirm-email: where an emailed link to confirm an address leads; for visitors and members alike. */
export function ConfirmEmailRoute() {
  useDocumentTitle('Confirm Your Email Address');
  // From the session the app holds, as other routes hand it to their feature, out of the landing page's JavaScript.
  const { user } = useSession();
  return <ConfirmEmailPage signedIn={user !== null} />;
}
