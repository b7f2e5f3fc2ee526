import { EMAIL_ALREADY_CONFIRMED, EMAIL_CONFIRMATION_NOT_SENT, emailConfirmationSent } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const address = 'thandi@example.co.za';
const unconfirmedNote = `Not confirmed yet: email alerts wait until you open a link we email to ${address}.`;
const linkSent = emailConfirmationSent('t…@example.co.za');
const RATE_LIMITED = 'Too many requests. Please wait a few minutes and try again.';

describe("the saved email address's confirmation, on Notification Settings", () => {
  let server: FakeApi;
  const linkRequests = () => server.requests.filter((request) => request.path === '/api/users/user-1/email-confirmation');
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ email: address }) });
    server.on('GET /api/notifications/channels', {
      body: { push: { available: true }, email: { available: true }, whatsapp: { available: true } },
    });
  });
  afterEach(() => server.close());

  async function open() {
    const user = userEvent.setup();
    renderApp(server, '/notifications');
    await screen.findByRole('heading', { name: 'Notification Settings' });
    return user;
  }
  const form = () => within(screen.getByRole('heading', { name: 'Email' }).closest('form')!);
  const sendAgain = () => form().getByRole('button', { name: /Send the link again|Sending/ });

  it('says a confirmed address is confirmed, and offers no link', async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: address, emailConfirmed: true }) });
    await open();

    expect((await form().findByText('Confirmed')).textContent).toBe('✓ Confirmed');
    expect(form().queryByText(/Not confirmed yet/)).toBeNull();
    expect(form().queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('says where the link went for an address not confirmed yet, and sends it again, saying where', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.on('POST /api/users/user-1/email-confirmation', async () => {
      await released;
      return { status: 202, body: { message: linkSent } };
    });
    const user = await open();

    const note = await form().findByText(/Not confirmed yet/);
    expect(note.textContent).toBe(unconfirmedNote);
    await user.click(sendAgain());

    // Waiting, the keyboard still on it, and a second press sends nothing more.
    await waitFor(() => expect(sendAgain().textContent).toBe('Sending...'));
    expect(sendAgain().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sendAgain());
    await user.click(sendAgain());
    release();

    await waitFor(() => expect(form().getByRole('status').textContent).toBe(linkSent));
    expect(sendAgain().textContent).toBe('Send the link again');
    expect(linkRequests().map((request) => [request.method, request.body])).toEqual([['POST', undefined]]);
  });

  it("says the server's words when the link could not go, beside the button, as an alert", async () => {
    server.on('POST /api/users/user-1/email-confirmation', errorReply(429, RATE_LIMITED));
    const user = await open();

    await user.click(await form().findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(form().getByRole('alert').textContent).toBe(RATE_LIMITED));
    expect(form().getByRole('status').textContent).toBe('');

    server.on('POST /api/users/user-1/email-confirmation', errorReply(503, EMAIL_CONFIRMATION_NOT_SENT));
    await user.click(sendAgain());
    await waitFor(() => expect(form().getByRole('alert').textContent).toBe(EMAIL_CONFIRMATION_NOT_SENT));
  });

  it('says the address is confirmed when it was confirmed meanwhile, on another device', async () => {
    server.on('POST /api/users/user-1/email-confirmation', () => {
      server.on('GET /api/auth/me', { body: aUser({ email: address, emailConfirmed: true }) });
      return errorReply(409, EMAIL_ALREADY_CONFIRMED);
    });
    const user = await open();

    await user.click(await form().findByRole('button', { name: 'Send the link again' }));

    expect((await form().findByText('Confirmed')).textContent).toBe('✓ Confirmed');
    expect(form().queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('says nothing of an address being typed, only of the one saved, and nothing where there is none', async () => {
    const user = await open();
    const field = screen.getByLabelText(/Email address/);
    const note = () => form().queryByText(/Not confirmed yet/)?.textContent ?? null;
    await waitFor(() => expect(note()).toBe(unconfirmedNote));

    await user.type(field, '.za');
    expect(note()).toBeNull();
    expect(form().queryByRole('button', { name: 'Send the link again' })).toBeNull();

    await user.type(field, '{Backspace}{Backspace}{Backspace}');
    expect(note()).toBe(unconfirmedNote);

    await user.clear(field);
    expect(note()).toBeNull();
  });

  it('speaks of a new address once it is saved, with nothing said of the link mailed to the last one', async () => {
    server.on('POST /api/users/user-1/email-confirmation', { status: 202, body: { message: linkSent } });
    const settings = { email: 'thandi@work.example.co.za', phoneNumber: null, emailNotifications: false, whatsappNotifications: false };
    server.on('PUT /api/users/user-1/notifications', () => {
      server.on('GET /api/auth/me', { body: aUser(settings) });
      return { body: { ...settings, browserNotifications: false } };
    });
    const user = await open();
    await user.click(await form().findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(form().getByRole('status').textContent).toBe(linkSent));

    const field = screen.getByLabelText(/Email address/);
    await user.clear(field);
    await user.type(field, 'thandi@work.example.co.za');
    await user.tab();

    await waitFor(() =>
      expect(form().queryByText(/Not confirmed yet/)?.textContent).toBe(
        'Not confirmed yet: email alerts wait until you open a link we email to thandi@work.example.co.za.',
      ),
    );
    expect(form().getByRole('status').textContent).toBe('');
  });

  it('says nothing of confirmation where the server sends no email', async () => {
    server.on('GET /api/notifications/channels', {
      body: { push: { available: true }, email: { available: false, reason: 'Email notifications are not set up on this server' }, whatsapp: { available: true } },
    });
    await open();

    await screen.findByText('Email notifications are not set up on this server');
    expect(screen.queryByText(/Not confirmed yet/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
