import { EmailLinkPage } from '@/components/email-link-page';
import { useConfirmNewsletter } from '../api/confirm-newsletter';

/**
 * Where the link in the email that asks to confirm a subscription leads. Nothing is sent to an address until its
 * owner presses Confirm here; a mail service that opens the link as it scans the email confirms nothing.
 */
export function ConfirmNewsletterPage() {
  const confirmation = useConfirmNewsletter();
  return (
    <EmailLinkPage
      title="Confirm Your Newsletter Subscription"
      ask="Press Confirm to have the daily question emailed to the address this link was sent to."
      action="Confirm"
      waiting="Confirming your subscription…"
      failed="We could not confirm your subscription just now. Please try again."
      noToken="This link is not complete. Open the link in the email we sent you again, or subscribe again on the home page for a new one."
      onward={{ to: '/', label: 'Go to the Home Page' }}
      request={confirmation}
    />
  );
}
