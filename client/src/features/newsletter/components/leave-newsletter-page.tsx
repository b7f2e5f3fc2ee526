import { Link } from 'react-router-dom';
import { EmailLinkPage } from '@/components/email-link-page';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';

/**
 * Where the link at the foot of every newsletter email leads. The address leaves the list, and is erased, when its
 * owner presses Unsubscribe here; a mail service that opens the link as it scans the email takes nobody off.
 */
export function LeaveNewsletterPage() {
  const unsubscription = useUnsubscribeNewsletter();
  return (
    <EmailLinkPage
      title="Leave the Newsletter"
      ask="Press Unsubscribe to stop the daily question emails to the address this link was sent to. The address, and the name given with it, are then erased from the newsletter list."
      action="Unsubscribe"
      waiting="Taking your address off the list…"
      failed="We could not take your address off the list just now. Please try again."
      noToken="This link is not complete. Open the link at the foot of one of our newsletter emails again."
      onward={{ to: '/', label: 'Go to the Home Page' }}
      request={unsubscription}
      otherWay={
        <p>
          You can also ask us to take your address off the list: the <Link to="/privacy">privacy notice</Link> says how.
        </p>
      }
    />
  );
}
