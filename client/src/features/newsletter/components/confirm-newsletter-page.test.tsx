import { NEWSLETTER_CONFIRMED, NEWSLETTER_LINK_INVALID, NEWSLETTER_NOT_SET_UP, NEWSLETTER_SUBSCRIPTION_GONE } from '@iec-bets/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Address, address } from '@/test-support/address-bar';
import { errorReply, type FakeApi, type Reply, startVisitorApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { answerWhenReleased as answerHeld, dropFirstRequestTo } from '@/test-support/held-replies';
import { renderApp } from '@/test-support/render-app';

describe('/newsletter/confirm, where the link in the email that asks to confirm a subscription leads', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
    // As the app runs in the browser (main.tsx): effects run twice, and nothing may be sent by them.
    configure({ reactStrictMode: true });
  });
  afterEach(async () => {
    configure({ reactStrictMode: false });
    vi.restoreAllMocks();
    await server.close();
  });

  const confirmations = () => server.requests.filter((request) => request.path === '/api/newsletter/confirm');
  const page = () => within(screen.getByRole('main'));
  const pressConfirm = async () => userEvent.setup().click(await page().findByRole('button', { name: 'Confirm' }));

  async function openPage(path = '/newsletter/confirm#a-token-from-the-email') {
    renderApp(server, path, <Address />);
    await screen.findByRole('heading', { level: 1, name: 'Confirm Your Newsletter Subscription' });
  }


  const answerWhenReleased = (reply: Reply) => answerHeld(server, 'POST /api/newsletter/confirm', reply);

  it('sends nothing as it opens, which a mail service scanning the link would do, and takes the token out of the address', async () => {
    await openPage();
    await waitFor(() => expect(address()).toBe('/newsletter/confirm'));
    expect(document.title).toBe('Confirm Your Newsletter Subscription · IEC Bets');
    expect(page().getByText('Press Confirm to have the daily question emailed to the address this link was sent to.')).toBeDefined();
    expect(page().getByRole('status').textContent).toBe('');
    expect(page().queryByRole('alert')).toBeNull();
    // Past the moment a request would have gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirmations()).toEqual([]);
  });

  it('sends the token once Confirm is pressed, and says the subscription is confirmed', async () => {
    const release = answerWhenReleased({ body: { message: NEWSLETTER_CONFIRMED } });
    await openPage();
    await pressConfirm();

    expect(page().getByRole('status').textContent).toBe('Confirming your subscription…');
    // A second press while the first is on its way sends nothing more.
    await userEvent.setup().click(page().getByRole('button', { name: 'Confirm' }));
    release();

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_CONFIRMED}`));
    expect(confirmations().map((request) => request.body)).toEqual([{ token: 'a-token-from-the-email' }]);
    expect(page().queryByRole('alert')).toBeNull();
    expect(page().queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(page().queryByText(/^Press Confirm/)).toBeNull();
    // Confirm has gone with its work done: the keyboard's focus is on the way onward, not lost to the page.
    const onward = page().getByRole('link', { name: 'Go to the Home Page' });
    expect(onward.getAttribute('href')).toBe('/');
    expect(document.activeElement).toBe(onward);
  });

  it('works the same for a member signed in on this device: the link proves the address, not the account', async () => {
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('POST /api/newsletter/confirm', { body: { message: NEWSLETTER_CONFIRMED } });
    await openPage();
    await pressConfirm();

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_CONFIRMED}`));
    expect(page().getByRole('link', { name: 'Go to the Home Page' })).toBeDefined();
  });

  it.each([
    ['has expired or is not ours', NEWSLETTER_LINK_INVALID],
    ['is for a subscription that has left the list since', NEWSLETTER_SUBSCRIPTION_GONE],
  ])("says the server's words for a link that %s, with no second try of it", async (_case, refusal) => {
    server.on('POST /api/newsletter/confirm', errorReply(400, refusal));
    await openPage();
    await pressConfirm();

    expect((await page().findByRole('alert')).textContent).toBe(refusal);
    expect(page().getByRole('status').textContent).toBe('');
    expect(page().queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(page().queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(document.activeElement).toBe(page().getByRole('link', { name: 'Go to the Home Page' }));
    expect(confirmations()).toHaveLength(1);
  });

  it('says the link is not complete when the address carries no token, and asks the server nothing', async () => {
    await openPage('/newsletter/confirm');

    expect(page().getByRole('alert').textContent).toBe(
      'This link is not complete. Open the link in the email we sent you again, or subscribe again on the home page for a new one.',
    );
    expect(page().getByRole('link', { name: 'Go to the Home Page' })).toBeDefined();
    expect(page().queryByRole('button', { name: 'Confirm' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirmations()).toEqual([]);
  });

  it('offers to try again, with the same link, when the request never reached the server', async () => {
    dropFirstRequestTo('/api/newsletter/confirm');
    server.on('POST /api/newsletter/confirm', { body: { message: NEWSLETTER_CONFIRMED } });
    await openPage();
    await pressConfirm();

    expect((await page().findByRole('alert')).textContent).toBe('Could not reach IEC Bets. Please try again.');
    expect(confirmations()).toEqual([]);
    await userEvent.setup().click(page().getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_CONFIRMED}`));
    expect(page().queryByRole('alert')).toBeNull();
    expect(confirmations().map((request) => request.body)).toEqual([{ token: 'a-token-from-the-email' }]);
  });

  it('offers to try again when the server failed without a word, or sends no email yet', async () => {
    server.on('POST /api/newsletter/confirm', { status: 500 });
    await openPage();
    await pressConfirm();
    expect((await page().findByRole('alert')).textContent).toBe('We could not confirm your subscription just now. Please try again.');

    server.on('POST /api/newsletter/confirm', errorReply(503, NEWSLETTER_NOT_SET_UP));
    await userEvent.setup().click(page().getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(page().getByRole('alert').textContent).toBe(NEWSLETTER_NOT_SET_UP));
    expect(page().getByRole('button', { name: 'Try Again' })).toBeDefined();

    server.on('POST /api/newsletter/confirm', { body: { message: NEWSLETTER_CONFIRMED } });
    await userEvent.setup().click(page().getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_CONFIRMED}`));
    expect(confirmations()).toHaveLength(3);
  });
});
