import { useState, type FormEvent } from 'react';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { SubscriberRow } from './subscriber-row';
import './admin-newsletter.css';

/**
 * The newsletter list, for the admins: who subscribed, newest first, and a way to erase an address when its owner
 * asks (POPIA's right to erasure; subscribers have no account to do it themselves).
 */
export function NewsletterPanel() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const subscribers = useNewsletterSubscribers(email);
  const entries = subscribers.data?.pages.flat() ?? [];

  function find(event: FormEvent) {
    event.preventDefault();
    setEmail(typed.trim().toLowerCase());
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-newsletter-title">
      <h2 id="admin-newsletter-title">Newsletter</h2>
      <p className="muted newsletter-intro">
        Who subscribed on the landing page. When someone asks to be taken off the list, find their address and erase it.
      </p>
      <form className="form newsletter-find" role="search" aria-label="Newsletter list" onSubmit={find}>
        <label htmlFor="newsletter-find-email">Find an address</label>
        <div className="newsletter-find-row">
          <input
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
      {subscribers.isPending && <p className="muted">Loading the newsletter list...</p>}
      {subscribers.isError && <p role="alert">Could not load the newsletter list: {subscribers.error.message}</p>}
      {subscribers.data && (
        <>
          {email && (
            <p className="muted newsletter-found" aria-live="polite">
              {entries.length === 0 ? `${email} is not on the newsletter list` : `Found ${email}`}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setTyped('');
                  setEmail('');
                }}
              >
                Show the whole list
              </button>
            </p>
          )}
          {!email && entries.length === 0 && <p className="card empty-state muted">Nobody has subscribed yet</p>}
          {entries.length > 0 && (
            <ul className="plain-list stack" aria-label="Newsletter subscribers">
              {entries.map((subscriber) => (
                <li key={subscriber.id}>
                  <SubscriberRow subscriber={subscriber} />
                </li>
              ))}
            </ul>
          )}
          {subscribers.hasNextPage && (
            <button
              type="button"
              className="button secondary small newsletter-more"
              disabled={subscribers.isFetchingNextPage}
              onClick={() => void subscribers.fetchNextPage()}
            >
              {subscribers.isFetchingNextPage ? 'Loading...' : 'Show older subscribers'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
