import { useRef, useState, type FormEvent } from 'react';
import { pageStartKey, type PageStart } from '@/lib/page-start';
import { subscribersAfter, useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { SubscriberPage } from './subscriber-page';
import './admin-newsletter.css';
import { loadFailureReason } from '@/lib/api-error';
import { PendingButton } from '@/components/form/pending-button';

const NEWEST: readonly (PageStart | null)[] = [null];

/**
 * The newsletter list, for the admins: who subscribed, newest first, whether they have confirmed, and a way to erase
 * an address when its owner asks (POPIA's right to erasure). Every newsletter email carries a link to leave the list,
 * but a subscriber has no account, and may ask the team instead.
 */
export function NewsletterPanel() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  // Where each page shown starts: the newest first, then after the oldest subscription of the page above.
  const [pageStarts, setPageStarts] = useState(NEWEST);
  const first = useNewsletterSubscribers(email, null);
  const last = useNewsletterSubscribers(email, pageStarts.at(-1) ?? null);
  const findField = useRef<HTMLInputElement>(null);
  const found = first.data ?? [];
  // What a search found, in a live region that stays in the page, so that a screen reader hears every answer.
  const searchOutcome = !email || !first.data ? '' : found.length === 0 ? `${email} is not on the newsletter list` : `Found ${email}`;
  const olderStart = email ? null : subscribersAfter(last.data);

  function show(address: string) {
    setEmail(address);
    setPageStarts(NEWEST);
  }

  function find(event: FormEvent) {
    event.preventDefault();
    show(typed.trim().toLowerCase());
  }

  /** The erased row goes, and with it the button that had focus: focus goes back to the search, the list to its top. */
  function erased() {
    setPageStarts(NEWEST);
    findField.current?.focus();
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-newsletter-title">
      <h2 id="admin-newsletter-title">Newsletter</h2>
      <p className="muted newsletter-intro">
        Who subscribed on the landing page. Nothing is sent to an address until its owner confirms it from the emailed
        link. When someone asks to be taken off the list, find their address and erase it.
      </p>
      <form className="form newsletter-find" role="search" aria-label="Newsletter list" onSubmit={find}>
        <label htmlFor="newsletter-find-email">Find an address</label>
        <div className="newsletter-find-row">
          <input
            ref={findField}
            id="newsletter-find-email"
            type="email"
            value={typed}
            maxLength={254}
            placeholder="name@example.co.za"
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button secondary">
            Find
          </button>
        </div>
      </form>
      <div className="newsletter-found">
        <p className="muted" aria-live="polite">
          {searchOutcome}
        </p>
        {email && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setTyped('');
              show('');
            }}
          >
            Show the whole list
          </button>
        )}
      </div>
      {first.isPending && <p className="muted">Loading the newsletter list...</p>}
      {first.isError && <p role="alert">Could not load the newsletter list: {loadFailureReason(first.error)}</p>}
      {!email && first.data?.length === 0 && <p className="card empty-state muted">Nobody has subscribed yet</p>}
      {found.length > 0 && (
        <ul className="plain-list stack" aria-label="Newsletter subscribers">
          {pageStarts.map((start) => (
            <SubscriberPage key={pageStartKey(start) ?? 'newest'} email={email} start={start} onErased={erased} />
          ))}
        </ul>
      )}
      {olderStart && (
        <PendingButton
          className="button secondary small newsletter-more"
          pending={last.isFetching}
          onClick={() => setPageStarts([...pageStarts, olderStart])}
        >
          Show older subscribers
        </PendingButton>
      )}
      {last.isPending && pageStarts.length > 1 && <p className="muted">Loading older subscribers...</p>}
    </section>
  );
}
