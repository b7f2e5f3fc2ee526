import { useState } from 'react';
import { useTokenFromAddress } from '@/hooks/use-token-from-address';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import '../auth.css';

/**
 * Where an emailed link to choose a new password leads: the new password, typed twice. An address without the link's
 * token, or a link the server refuses, is said plainly, with the form to ask for a new link right under it. A link
 * opened in this tab afterwards (pasted after asking for a new one) is read as the page opens one. Signed in or not,
 * the page works the same: setting the password signs this device in as the link's account, which a member signed in
 * here is told, since the link may be for another account than theirs (anyone can send a link for their own).
 */
export function ResetPasswordPage({ signedInAs }: { signedInAs: string | null }) {
  const { token, link } = useTokenFromAddress();
  // The server's sentence for a link it would not take, and which of the links read from the address it was.
  const [refusal, setRefusal] = useState<{ link: number; reason: string } | null>(null);
  const refused = refusal?.link === link ? refusal.reason : null;

  return (
    <section className="screen reset-password-page" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">Choose a New Password</h1>
      {token === undefined ? null : token !== null && refused === null ? (
        <>
          <p className="muted">
            Type your new password twice. Once it is set, you are signed in here, and every other device signed in to your account
            is signed out.
          </p>
          {signedInAs && (
            <p>
              You are signed in as @{signedInAs} on this device. Setting a new password here signs you in to the account the
              link is for instead.
            </p>
          )}
          <div className="card">
            {/* Anew for each link: what was typed for the last one, and its messages, go with it. */}
            <ResetPasswordForm key={link} token={token} onLinkRefused={(reason) => setRefusal({ link, reason })} />
          </div>
        </>
      ) : (
        <>
          {refused === null ? (
            <p>
              To choose a new password, open the link in the email we sent you. If you have no such email, or its link has
              stopped working, ask for a new one here.
            </p>
          ) : (
            <p className="reset-link-refused" role="alert">
              {refused}
            </p>
          )}
          <div className="card">
            {/* After a refusal it takes the place of the form the person was using: the keyboard goes on into it. */}
            <ForgotPasswordForm heading="h2" title="Ask for a New Link" focusOnShow={refused !== null} />
          </div>
        </>
      )}
    </section>
  );
}
