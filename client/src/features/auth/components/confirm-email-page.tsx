import { EMAIL_CONFIRMATION_LINK_INVALID } from '@iec-bets/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useConfirmEmail } from '../api/confirm-email';
import { useTokenFromAddress } from '../hooks/use-token-from-address';
import '../auth.css';

const NOT_CONFIRMED = 'We could not confirm your email address just now. Please try again.';

/**
 * Where an emailed link to confirm an address leads: the link's token is sent as the page opens, and the page says
 * what the server made of it. Signed in or not, it works the same (the link proves the address, not the device); what
 * follows differs: a member goes on to their settings, a visitor to the home page.
 */
export function ConfirmEmailPage({ signedIn }: { signedIn: boolean }) {
  const { token, link } = useTokenFromAddress();
  const confirmation = useConfirmEmail();
  const { mutate } = confirmation;
  // Which link has been sent: React's strict mode runs an effect twice, and a link is sent once (a link pasted into
  // the tab afterwards is a new one, sent in turn).
  const sentLink = useRef<number | null>(null);
  useEffect(() => {
    if (!token || sentLink.current === link) return;
    sentLink.current = link;
    mutate({ token });
  }, [token, link, mutate]);

  // What the server said is about the token sent last; a new link's is awaited.
  const answered = confirmation.variables?.token === token && !confirmation.isPending;
  const confirmed = answered && confirmation.isSuccess ? confirmation.data.message : null;
  const refusal =
    token === null
      ? EMAIL_CONFIRMATION_LINK_INVALID
      : answered && confirmation.isError
        ? errorMessage(confirmation.error, NOT_CONFIRMED)
        : null;
  // A link the server refused stays refused; an answer that never came, or a busy server, may go another way.
  const refusedForGood = confirmation.error instanceof ApiError && confirmation.error.status === 400;
  const tokenToTryAgain = answered && confirmation.isError && !refusedForGood ? token : null;

  return (
    <section className="screen confirm-email-page" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">Confirm Your Email Address</h1>
      {/* There from the start, so that a screen reader hears the outcome replace the wait. */}
      <p role="status" className={confirmed ? 'confirm-email-done' : 'confirm-email-status'}>
        {confirmed ? (
          <>
            <span aria-hidden="true">✓ </span>
            {confirmed}
          </>
        ) : (
          token && !answered && 'Confirming your email address…'
        )}
      </p>
      {refusal && (
        <p role="alert" className="confirm-email-refused">
          {refusal}
        </p>
      )}
      {(confirmed || refusal) && (
        <div className="confirm-email-next">
          {tokenToTryAgain && (
            <button type="button" className="button primary" onClick={() => mutate({ token: tokenToTryAgain })}>
              Try Again
            </button>
          )}
          {signedIn ? (
            <Link to="/notifications" className="button secondary">
              Go to Notification Settings
            </Link>
          ) : (
            <Link to="/" className="button secondary">
              Go to the Home Page
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
