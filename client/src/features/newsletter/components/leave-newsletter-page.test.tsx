import { NEWSLETTER_LEAVE_LINK_INVALID, NEWSLETTER_NOT_SET_UP, NEWSLETTER_UNSUBSCRIBED } from '@iec-bets/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Address, address } from '@/test-support/address-bar';
import { errorReply, type FakeApi, type Reply, startVisitorApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { answerWhenReleased as answerHeld, dropFirstRequestTo } from '@/test-support/held-replies';
import { renderApp } from '@/test-support/render-app';

describe('/newsletter/unsubscribe, where the link at the foot of every newsletter email leads', () => {
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

  const unsubscriptions = () => server.requests.filter((request) => request.path === '/api/newsletter/unsubscribe');
  const page = () => within(screen.getByRole('main'));
  const pressUnsubscribe = async () => userEvent.setup().click(await page().findByRole('button', { name: 'Unsubscribe' }));

  async function openPage(path = '/newsletter/unsubscribe#a-token-from-the-email') {
    renderApp(server, path, <Address />);
    await screen.findByRole('heading', { level: 1, name: 'Leave the Newsletter' });
  }


  const answerWhenReleased = (reply: Reply) => answerHeld(server, 'POST /api/newsletter/unsubscribe', reply);

  it('sends nothing as it opens, which a mail service scanning the link would do, and takes the token out of the address', async () => {
    await openPage();
    await waitFor(() => expect(address()).toBe('/newsletter/unsubscribe'));
    expect(document.title).toBe('Leave the Newsletter · IEC Bets');
    expect(page().getByText(/^Press Unsubscribe to stop the daily question emails/).textContent).toBe(
      'Press Unsubscribe to stop the daily question emails to the address this link was sent to. The address, and the name given with it, are then erased from the newsletter list.',
    );
    expect(page().getByRole('status').textContent).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unsubscriptions()).toEqual([]);
  });

  it('sends the token once Unsubscribe is pressed, and says the address is off the list and erased', async () => {
    const release = answerWhenReleased({ body: { message: NEWSLETTER_UNSUBSCRIBED } });
    await openPage();
    await pressUnsubscribe();

    expect(page().getByRole('status').textContent).toBe('Taking your address off the list…');
    await userEvent.setup().click(page().getByRole('button', { name: 'Unsubscribe' }));
    release();

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_UNSUBSCRIBED}`));
    // As JSON in the body, never in the address, where logs would keep it.
    expect(unsubscriptions().map((request) => [request.path, request.body])).toEqual([['/api/newsletter/unsubscribe', { token: 'a-token-from-the-email' }]]);
    expect(page().queryByRole('alert')).toBeNull();
    expect(page().queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(document.activeElement).toBe(page().getByRole('link', { name: 'Go to the Home Page' }));
  });

  it('works the same for a member signed in on this device', async () => {
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('POST /api/newsletter/unsubscribe', { body: { message: NEWSLETTER_UNSUBSCRIBED } });
    await openPage();
    await pressUnsubscribe();

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_UNSUBSCRIBED}`));
    expect(page().getByRole('link', { name: 'Go to the Home Page' }).getAttribute('href')).toBe('/');
  });

  it("says the server's words for a link that is not ours, with no second try, and where else to ask", async () => {
    server.on('POST /api/newsletter/unsubscribe', errorReply(400, NEWSLETTER_LEAVE_LINK_INVALID));
    await openPage();
    await pressUnsubscribe();

    expect((await page().findByRole('alert')).textContent).toBe(NEWSLETTER_LEAVE_LINK_INVALID);
    expect(page().queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(page().queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(page().getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
    expect(document.activeElement).toBe(page().getByRole('link', { name: 'Go to the Home Page' }));
    expect(unsubscriptions()).toHaveLength(1);
  });

  it('says the link is not complete when the address carries no token, asks the server nothing, and says where else to ask', async () => {
    await openPage('/newsletter/unsubscribe');

    expect(page().getByRole('alert').textContent).toBe('This link is not complete. Open the link at the foot of one of our newsletter emails again.');
    expect(page().getByText(/You can also ask us to take your address off the list/).textContent).toBe(
      'You can also ask us to take your address off the list: the privacy notice says how.',
    );
    expect(page().queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unsubscriptions()).toEqual([]);
  });

  it('offers to try again, with the same link, when the request never reached the server', async () => {
    dropFirstRequestTo('/api/newsletter/unsubscribe');
    server.on('POST /api/newsletter/unsubscribe', { body: { message: NEWSLETTER_UNSUBSCRIBED } });
    await openPage();
    await pressUnsubscribe();

    expect((await page().findByRole('alert')).textContent).toBe('Could not reach IEC Bets. Please try again.');
    expect(unsubscriptions()).toEqual([]);
    await userEvent.setup().click(page().getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_UNSUBSCRIBED}`));
    expect(page().queryByRole('alert')).toBeNull();
    expect(unsubscriptions().map((request) => request.body)).toEqual([{ token: 'a-token-from-the-email' }]);
  });

  it('offers to try again when the server failed without a word, or sends no email yet', async () => {
    server.on('POST /api/newsletter/unsubscribe', { status: 500 });
    await openPage();
    await pressUnsubscribe();
    expect((await page().findByRole('alert')).textContent).toBe('We could not take your address off the list just now. Please try again.');

    server.on('POST /api/newsletter/unsubscribe', errorReply(503, NEWSLETTER_NOT_SET_UP));
    await userEvent.setup().click(page().getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(page().getByRole('alert').textContent).toBe(NEWSLETTER_NOT_SET_UP));

    server.on('POST /api/newsletter/unsubscribe', { body: { message: NEWSLETTER_UNSUBSCRIBED } });
    await userEvent.setup().click(page().getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(page().getByRole('status').textContent).toBe(`✓ ${NEWSLETTER_UNSUBSCRIBED}`));
    expect(unsubscriptions()).toHaveLength(3);
  });
});
