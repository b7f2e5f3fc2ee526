import { EMAIL_CONFIRMATION_LINK_INVALID, EMAIL_CONFIRMED } from '@iec-bets/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Address, AddressBar, address, goTo } from '@/test-support/address-bar';
import { errorReply, type FakeApi, type Reply, startVisitorApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { answerWhenReleased as answerHeld } from '@/test-support/held-replies';
import { renderApp } from '@/test-support/render-app';

describe('/confirm-email, where the emailed link to confirm an address leads', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
    // As the app runs in the browser (main.tsx): effects run twice, and nothing may be sent by them.
    configure({ reactStrictMode: true });
  });
  afterEach(async () => {
    configure({ reactStrictMode: false });
    await server.close();
  });

  const confirmations = () => server.requests.filter((request) => request.path === '/api/auth/confirm-email');
  const page = () => within(screen.getByRole('main'));
  const pressConfirm = async () => userEvent.setup().click(await page().findByRole('button', { name: 'Confirm' }));

  async function openPage(path = '/confirm-email#a-token-from-the-email') {
    const app = renderApp(
      server,
      path,
      <>
        <Address />
        <AddressBar />
      </>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Confirm Your Email Address' });
    return app;
  }

  const answerWhenReleased = (reply: Reply) => answerHeld(server, 'POST /api/auth/confirm-email', reply);

  it('sends nothing as it opens, which a mail service scanning the link would do, and takes the token out of the address', async () => {
    await openPage();
    await waitFor(() => expect(address()).toBe('/confirm-email'));
    expect(page().getByText('Press Confirm to tell IEC Bets that the address this link was emailed to is yours.')).toBeDefined();
    expect(page().getByRole('button', { name: 'Confirm' })).toBeDefined();
    // Past the moment a request would have gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirmations()).toEqual([]);
  });

  it('sends the token once Confirm is pressed, and says the address is confirmed', async () => {
    const release = answerWhenReleased({ body: { message: EMAIL_CONFIRMED } });
    await openPage();
    await pressConfirm();

    expect(page().getByRole('status').textContent).toBe('Confirming your email address…');
    // A second press while the first is on its way sends nothing more.
    await userEvent.setup().click(page().getByRole('button', { name: 'Confirm' }));
    release();

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${EMAIL_CONFIRMED}`));
    expect(page().queryByRole('alert')).toBeNull();
    expect(page().queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(confirmations().map((request) => request.body)).toEqual([{ token: 'a-token-from-the-email' }]);
    expect(document.title).toBe('Confirm Your Email Address · IEC Bets');
    // Nobody is signed in here: the way on is the home page.
    expect(page().getByRole('link', { name: 'Go to the Home Page' }).getAttribute('href')).toBe('/');
    // Confirm has gone with its work done: the keyboard's focus is on the way onward, not lost to the page.
    expect(document.activeElement).toBe(page().getByRole('link', { name: 'Go to the Home Page' }));
    expect(page().queryByRole('link', { name: 'Go to Notification Settings' })).toBeNull();
  });

  it('leads a member on to Notification Settings, their account read again to show the address confirmed', async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za' }) });
    server.on('POST /api/auth/confirm-email', () => {
      server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailConfirmed: true }) });
      return { body: { message: EMAIL_CONFIRMED } };
    });
    const app = await openPage();
    await pressConfirm();

    const onward = await page().findByRole('link', { name: 'Go to Notification Settings' });
    expect(onward.getAttribute('href')).toBe('/notifications');
    expect(page().getByRole('status').textContent).toBe(`✓ ${EMAIL_CONFIRMED}`);
    await waitFor(() => expect(app.queryClient.getQueryData(['auth', 'me'])).toMatchObject({ emailConfirmed: true }));
  });

  it("says the server's words for a link it refuses, with no second try of it", async () => {
    server.on('POST /api/auth/confirm-email', errorReply(400, EMAIL_CONFIRMATION_LINK_INVALID));
    await openPage();
    await pressConfirm();

    expect((await page().findByRole('alert')).textContent).toBe(EMAIL_CONFIRMATION_LINK_INVALID);
    expect(page().getByRole('status').textContent).toBe('');
    expect(page().queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(page().queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(page().getByRole('link', { name: 'Go to the Home Page' })).toBeDefined();
    expect(confirmations()).toHaveLength(1);
    expect(document.activeElement).toBe(page().getByRole('link', { name: 'Go to the Home Page' }));
  });

  it('says the link is not valid when the address carries none, and asks the server nothing', async () => {
    await openPage('/confirm-email');

    expect(page().getByRole('alert').textContent).toBe(EMAIL_CONFIRMATION_LINK_INVALID);
    expect(page().getByRole('link', { name: 'Go to the Home Page' })).toBeDefined();
    expect(page().queryByRole('button', { name: 'Confirm' })).toBeNull();
    // Past the moment a request would have gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirmations()).toEqual([]);
  });

  it('offers to try again when no sentence came back, with the same link, though it has left the address', async () => {
    server.on('POST /api/auth/confirm-email', { status: 500 });
    await openPage();
    await pressConfirm();

    expect((await page().findByRole('alert')).textContent).toBe('We could not confirm your email address just now. Please try again.');
    server.on('POST /api/auth/confirm-email', { body: { message: EMAIL_CONFIRMED } });
    await userEvent.setup().click(page().getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${EMAIL_CONFIRMED}`));
    expect(page().queryByRole('alert')).toBeNull();
    expect(confirmations().map((request) => request.body)).toEqual([{ token: 'a-token-from-the-email' }, { token: 'a-token-from-the-email' }]);
  });

  it('offers to confirm a link pasted into the same tab afterwards, the last outcome gone with the last link', async () => {
    server.on('POST /api/auth/confirm-email', errorReply(400, EMAIL_CONFIRMATION_LINK_INVALID));
    await openPage();
    await pressConfirm();
    await page().findByRole('alert');
    const release = answerWhenReleased({ body: { message: EMAIL_CONFIRMED } });

    act(() => goTo('/confirm-email#the-new-token'));

    expect(page().queryByRole('alert')).toBeNull();
    await pressConfirm();
    expect(page().getByRole('status').textContent).toBe('Confirming your email address…');
    release();
    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${EMAIL_CONFIRMED}`));
    await waitFor(() => expect(address()).toBe('/confirm-email'));
    expect(confirmations().map((request) => (request.body as { token: string }).token)).toEqual(['a-token-from-the-email', 'the-new-token']);
  });
});
