import { Link } from 'react-router-dom';

/**
 * Said where the address is asked for, as POPIA asks: what it is used for, and where the notice says how to leave the
 * list. The same words before and after the form's code has loaded, so the card does not move as it takes over; the
 * same id too, by which the form gives the focus back to the link if it was there (newsletter-signup.tsx).
 */
export function NewsletterPrivacyNote() {
  return (
    <p className="muted newsletter-note">
      Used only to send you this email. The <Link id="newsletter-privacy" to="/privacy">privacy notice</Link> says how to leave the list.
    </p>
  );
}
