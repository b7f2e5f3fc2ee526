import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PendingButton } from '@/components/form/pending-button';
import { useTokenFromAddress } from '@/hooks/use-token-from-address';
import { ApiError, errorMessage } from '@/lib/api-error';
import './email-link-page.css';

export interface EmailLinkPageProps {
  /** The page's heading. */
  title: string;
  /** What pressing the button will do, said until it is pressed. */
  ask: string;
  /** The button's label; it reads "Try Again" after an answer that may go another way next time. */
  action: string;
  /** Said while the request is on its way. */
  waiting: string;
  /** Said when a request failed with no sentence of the server's. */
  failed: string;
  /** Said when the address carries no token at all. */
  noToken: string;
  /** The way onward, once the page has nothing more to do. */
  onward: { to: string; label: string };
  /** Sends the link's token; the server's answer says what came of it. */
  request: UseMutationResult<{ message: string }, Error, { token: string }>;
  /** Said under a refusal: another way to do what the link would have done. */
  otherWay?: ReactNode;
}

/**
 * A page an emailed link leads to, which does one thing with the link's token (confirms an address, a subscription,
 * takes an address off the newsletter list) when the person presses its button, never as the page opens: mail
 * services open the links in every email they scan, some in a real browser, and an address nobody reads must not be
 * confirmed (or taken off a list) by one. Signed in or not, it works the same: the link proves the address, not the
 * device.
 */
export function EmailLinkPage({ title, ask, action, waiting, failed, noToken, onward, request, otherWay }: EmailLinkPageProps) {
  const { token } = useTokenFromAddress();

  // What the server said is about the token in hand; a link pasted into the tab afterwards starts afresh.
  // Undefined in the server's markup, which says nothing of a link it never sees (it rides in the fragment).
  const sent = typeof token === 'string' && request.variables?.token === token;
  const pending = sent && request.isPending;
  const answered = sent && !request.isPending;
  const done = answered && request.isSuccess ? request.data.message : null;
  const refusal = token === null ? noToken : answered && request.isError ? errorMessage(request.error, failed) : null;
  // A link the server refused stays refused; an answer that never came, or a busy server, may go another way.
  const refusedForGood = answered && request.error instanceof ApiError && request.error.status === 400;
  const mayPress = typeof token === 'string' && !done && !refusedForGood;
  // The button goes once the answer settles it; the keyboard's focus goes on to the way onward rather than to the page
  // itself, where a keyboard or screen-reader user would start again from the top.
  const onwardLink = useRef<HTMLAnchorElement>(null);
  const settled = Boolean(done) || refusedForGood;
  useEffect(() => {
    if (settled) onwardLink.current?.focus();
  }, [settled]);

  return (
    <section className="screen email-link-page" aria-labelledby="email-link-title">
      <h1 id="email-link-title">{title}</h1>
      {mayPress && !answered && <p>{ask}</p>}
      {/* There from the start, so that a screen reader hears the outcome replace the wait. */}
      <p role="status" className={done ? 'email-link-done' : undefined}>
        {done ? (
          <>
            <span aria-hidden="true">✓ </span>
            {done}
          </>
        ) : (
          pending && waiting
        )}
      </p>
      {refusal && (
        <p role="alert" className="email-link-refused">
          {refusal}
        </p>
      )}
      {refusal && otherWay}
      <div className="email-link-next">
        {mayPress && (
          <PendingButton className="button primary" pending={pending} onClick={() => token && request.mutate({ token })}>
            {answered ? 'Try Again' : action}
          </PendingButton>
        )}
        {(done || refusal) && (
          <Link ref={onwardLink} to={onward.to} className="button secondary">
            {onward.label}
          </Link>
        )}
      </div>
    </section>
  );
}
