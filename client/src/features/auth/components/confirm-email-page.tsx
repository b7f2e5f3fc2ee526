import { EMAIL_CONFIRMATION_LINK_INVALID } from '@iec-bets/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PendingButton } from '@/components/form/pending-button';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useConfirmEmail } from '../api/confirm-email';
import { useTokenFromAddress } from '../hooks/use-token-from-address';
import '../auth.css';

const NOT_CONFIRMED = 'We could not confirm your email address just now. Please try again.';

/**
 * Where an emailed link to confirm an address leads. The token goes to the server when the person presses Confirm,
 * never as the page opens: mail services open the links in every email they scan, some in a real browser, and an
 * address nobody reads must not be confirmed by one (its alerts would then go to a stranger). Signed in or not, it
 * works the same (the link proves the address, not the device); what follows differs: a member goes on to their
 * settings, a visitor to the home page.
 */
export function ConfirmEmailPage({ signedIn }: { signedIn: boolean }) {
  const { token } = useTokenFromAddress();
  const confirmation = useConfirmEmail();

  // What the server said is about the token in hand; a link pasted into the tab afterwards starts afresh.
  // Undefined in the server's markup, which says nothing of a link it never sees (it rides in the fragment).
  const sent = typeof token === 'string' && confirmation.variables?.token === token;
  const waiting = sent && confirmation.isPending;
  const answered = sent && !confirmation.isPending;
  const confirmed = answered && confirmation.isSuccess ? confirmation.data.message : null;
  const refusal = token === null ? EMAIL_CONFIRMATION_LINK_INVALID : answered && confirmation.isError ? errorMessage(confirmation.error, NOT_CONFIRMED) : null;
  // A link the server refused stays refused; an answer that never came, or a busy server, may go another way.
  const refusedForGood = answered && confirmation.error instanceof ApiError && confirmation.error.status === 400;
  const mayPress = typeof token === 'string' && !confirmed && !refusedForGood;
  // Confirm goes once the answer settles it; the keyboard's focus goes on to the way onward rather than to the page
  // itself, where a keyboard or screen-reader user would start again from the top.
  const onward = useRef<HTMLAnchorElement>(null);
  const settled = Boolean(confirmed) || refusedForGood;
  useEffect(() => {
    if (settled) onward.current?.focus();
  }, [settled]);

  return (
    <section className="screen confirm-email-page" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">Confirm Your Email Address</h1>
      {mayPress && !answered && <p>Press Confirm to tell IEC Bets that the address this link was emailed to is yours.</p>}
      {/* There from the start, so that a screen reader hears the outcome replace the wait. */}
      <p role="status" className={confirmed ? 'confirm-email-done' : 'confirm-email-status'}>
        {confirmed ? (
          <>
            <span aria-hidden="true">✓ </span>
            {confirmed}
          </>
        ) : (
          waiting && 'Confirming your email address…'
        )}
      </p>
      {refusal && (
        <p role="alert" className="confirm-email-refused">
          {refusal}
        </p>
      )}
      <div className="confirm-email-next">
        {mayPress && (
          <PendingButton className="button primary" pending={waiting} onClick={() => token && confirmation.mutate({ token })}>
            {answered ? 'Try Again' : 'Confirm'}
          </PendingButton>
        )}
        {(confirmed || refusal) &&
          (signedIn ? (
            <Link ref={onward} to="/notifications" className="button secondary">
              Go to Notification Settings
            </Link>
          ) : (
            <Link ref={onward} to="/" className="button secondary">
              Go to the Home Page
            </Link>
          ))}
      </div>
    </section>
  );
}
