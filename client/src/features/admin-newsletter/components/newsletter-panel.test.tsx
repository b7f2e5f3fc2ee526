import type { NewsletterSubscriber } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { openAdminTab } from '@/test-support/render-app';

const zanele: NewsletterSubscriber = {
  id: 'a'.repeat(64),
  email: 'zanele@example.org',
  name: 'Zanele Mthembu',
  source: 'landing_page',
  subscribedAt: '2026-11-22T09:00:00.000Z',
  confirmedAt: '2026-11-23T07:30:00.000Z',
};
const sipho: NewsletterSubscriber = {
  id: 'b'.repeat(64),
  email: 'sipho@example.org',
  name: null,
  source: null,
  subscribedAt: '2026-11-20T09:00:00.000Z',
  confirmedAt: null,
};

describe("the admin dashboard's newsletter list", () => {
  let server: FakeApi;
  let list: NewsletterSubscriber[];
  beforeEach(async () => {
    list = [zanele, sipho];
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    server.on('GET /api/admin/users', { body: { users: [], page: 1, pageSize: 20, total: 0 } });
    server.on('GET /api/admin/newsletter-subscribers', ({ path }) => {
      const email = new URL(path, 'http://x').searchParams.get('email');
      return { body: email === null ? list : list.filter((entry) => entry.email === email) };
    });
  });
  afterEach(() => server.close());

  const openTab = () => openAdminTab(server, 'Users');

  it('lists the subscribers on the Users tab, newest first, with their name, where they subscribed and whether they confirmed', async () => {
    await openTab();
    const entries = within(await screen.findByRole('list', { name: 'Newsletter subscribers' })).getAllByRole('article');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual(['zanele@example.org', 'sipho@example.org']);
    expect(entries[0]!.textContent).toContain('Zanele Mthembu · Subscribed 22 November 2026 from the landing page');
    expect(within(entries[0]!).getByText('Confirmed 23 November 2026', { exact: true })).toBeDefined();
    expect(within(entries[0]!).queryByText('Awaiting confirmation')).toBeNull();
    expect(entries[1]!.textContent).toContain('No name given · Subscribed 20 November 2026');
    // Nothing is sent to an address until its owner confirms it.
    expect(within(entries[1]!).getByText('Awaiting confirmation', { exact: true })).toBeDefined();
    expect(within(entries[1]!).queryByText(/^Confirmed/)).toBeNull();
  });

  it('finds the address a request names, in whatever case, and says when it is not on the list', async () => {
    const user = await openTab();
    await screen.findByRole('list', { name: 'Newsletter subscribers' });

    await user.type(screen.getByLabelText('Find an address'), ' Zanele@Example.org ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Found zanele@example.org')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Newsletter subscribers' })).getAllByRole('article')).toHaveLength(1);
    expect(server.requests.map((request) => request.path)).toContain('/api/admin/newsletter-subscribers?email=zanele%40example.org');

    await user.clear(screen.getByLabelText('Find an address'));
    await user.type(screen.getByLabelText('Find an address'), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('nobody@example.org is not on the newsletter list')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Show the whole list' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Newsletter subscribers' })).getAllByRole('article')).toHaveLength(2));
  });

  it('erases an address once confirmed, and the list no longer shows it', async () => {
    server.on(`DELETE /api/admin/newsletter-subscribers/${zanele.id}`, () => {
      list = [sipho];
      return { status: 204 };
    });
    const user = await openTab();
    const entry = await screen.findByRole('article', { name: 'zanele@example.org' });

    await user.click(within(entry).getByRole('button', { name: 'Erase zanele@example.org' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Erase zanele@example.org?' });
    expect(confirm.textContent).toContain('They can subscribe again later.');
    await user.click(within(confirm).getByRole('button', { name: 'Erase' }));

    expect(await screen.findByText('Address Erased')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'zanele@example.org' })).toBeNull());
    expect(screen.getByRole('article', { name: 'sipho@example.org' })).toBeDefined();
  });

  it("says why when an erasure is refused, with the server's words", async () => {
    server.on(`DELETE /api/admin/newsletter-subscribers/${zanele.id}`, errorReply(404, 'That address is not on the newsletter list'));
    const user = await openTab();
    const entry = await screen.findByRole('article', { name: 'zanele@example.org' });

    await user.click(within(entry).getByRole('button', { name: 'Erase zanele@example.org' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase' }));

    const toast = await screen.findByText('Erasure Failed');
    expect(toast.parentElement?.textContent).toContain('That address is not on the newsletter list');
  });

  it('shows older subscribers a page at a time', async () => {
    const page = Array.from({ length: 50 }, (_, index) => ({
      ...sipho,
      id: index.toString(16).padStart(64, '0'),
      email: `reader${index}@example.org`,
      subscribedAt: new Date(Date.UTC(2026, 10, 20, 9, 59 - index)).toISOString(),
    }));
    server.on('GET /api/admin/newsletter-subscribers', ({ path }) => {
      const before = new URL(path, 'http://x').searchParams.get('before');
      return { body: before ? [{ ...zanele, subscribedAt: '2026-01-01T00:00:00.000Z' }] : page };
    });
    const user = await openTab();
    await screen.findByRole('article', { name: 'reader49@example.org' });

    await user.click(screen.getByRole('button', { name: 'Show older subscribers' }));

    expect(await screen.findByRole('article', { name: 'zanele@example.org' })).toBeDefined();
    expect(server.requests.map((request) => request.path)).toContain(
      `/api/admin/newsletter-subscribers?limit=50&before=${encodeURIComponent(page[49]!.subscribedAt)}&beforeId=${encodeURIComponent(page[49]!.id)}`,
    );
    expect(screen.queryByRole('button', { name: 'Show older subscribers' })).toBeNull();
  });
});
