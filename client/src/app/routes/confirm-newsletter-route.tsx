import { ConfirmNewsletterPage } from '@/features/newsletter/components/confirm-newsletter-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /newsletter/confirm: where the link in the email that asks to confirm a subscription leads; for visitors and members alike. */
export function ConfirmNewsletterRoute() {
  useDocumentTitle('Confirm Your Newsletter Subscription');
  return <ConfirmNewsletterPage />;
}
