import { EMAIL_CONFIRMATION_LINK_INVALID } from '@iec-bets/contracts';
import { EmailLinkPage } from '@/components/email-link-page';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * Where an emailed link to confirm an address leads. The token goes to the server when the person presses Confirm,
 * never as the page opens (its alerts would otherwise go to a stranger whose mail service opened the link). What
 * follows differs: a member goes on to their settings, a visitor to the home page.
 */
export function ConfirmEmailPage({ signedIn }: { signedIn: boolean }) {
  const confirmation = useConfirmEmail();
  return (
    <EmailLinkPage
      title="Confirm Your Email Address"
      ask="Press Confirm to tell IEC Bets that the address this link was emailed to is yours."
      action="Confirm"
      waiting="Confirming your email address…"
      failed="We could not confirm your email address just now. Please try again."
      noToken={EMAIL_CONFIRMATION_LINK_INVALID}
      onward={signedIn ? { to: '/notifications', label: 'Go to Notification Settings' } : { to: '/', label: 'Go to the Home Page' }}
      request={confirmation}
    />
  );
}
