import { EMAIL_REQUIRED, INVALID_EMAIL, INVALID_PHONE, PHONE_REQUIRED } from '@iec-bets/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, type RecordedRequest, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const settingsReply = (request: RecordedRequest) => ({
  body: {
    email: null,
    phoneNumber: null,
    emailNotifications: false,
    whatsappNotifications: false,
    browserNotifications: false,
    ...(request.body as object),
  },
});

const everyChannel = { push: { available: true }, email: { available: true }, whatsapp: { available: true } };

describe('the notification settings', () => {
  let server: FakeApi;
  const puts = () => server.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('PUT /api/users/user-1/notifications', settingsReply);
    server.on('GET /api/notifications/channels', { body: everyChannel });
  });
  afterEach(() => server.close());

  async function open() {
    const user = userEvent.setup();
    renderApp(server, '/notifications');
    await screen.findByRole('heading', { name: 'Notification Settings' });
    return user;
  }

  it('marks the email as required for notifications and asks for the country code', async () => {
    await open();

    const email = screen.getByLabelText(/Email address/);
    expect(email.getAttribute('aria-describedby')).toContain('alert-email-hint');
    expect(screen.getByText('Email address required to enable notifications').id).toBe('alert-email-hint');
    expect(screen.getByText('*')).toBeDefined();
    expect(screen.getByText('Include the country code, for example +27')).toBeDefined();
    expect(screen.getByRole('switch', { name: 'Enable email notifications' })).toBeDefined();
    expect(screen.getByRole('switch', { name: 'Enable WhatsApp notifications' })).toBeDefined();
  });

  it("refuses to turn email on without an address: 'Email Required: Please enter your email address first'", async () => {
    const user = await open();

    await user.type(screen.getByLabelText(/Email address/), 'thandi.example.co.za');
    await user.click(screen.getByRole('switch', { name: 'Enable email notifications' }));

    expect(document.getElementById('alert-email-error')?.textContent).toBe(EMAIL_REQUIRED);
    expect(screen.getByText(EMAIL_REQUIRED).getAttribute('role')).toBe('alert');
    const email = screen.getByLabelText(/Email address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('alert-email-hint alert-email-error');
    expect((screen.getByRole('switch', { name: 'Enable email notifications' }) as HTMLInputElement).checked).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText(/Email address/));
    expect(puts()).toEqual([]);
  });

  it('turns email on at once with the address typed', async () => {
    const user = await open();

    await user.type(screen.getByLabelText(/Email address/), 'thandi@example.co.za');
    await user.click(screen.getByRole('switch', { name: 'Enable email notifications' }));

    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(screen.getByText('Your notification preferences have been saved.')).toBeDefined();
    expect(puts()).toContainEqual({ email: 'thandi@example.co.za', emailNotifications: true });
    expect((screen.getByRole('switch', { name: 'Enable email notifications' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves a changed email with an at sign on leaving the field, and not an unchanged or partial one', async () => {
    const user = await open();
    const email = screen.getByLabelText(/Email address/);

    await user.type(email, 'thandi');
    await user.tab();
    expect(puts()).toEqual([]);

    await user.clear(email);
    await user.type(email, 'thandi@example.co.za');
    await user.tab();
    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(puts()).toEqual([{ email: 'thandi@example.co.za' }]);

    await user.click(email);
    await user.tab();
    expect(puts()).toHaveLength(1);
  });

  it('needs a phone number before WhatsApp goes on', async () => {
    const user = await open();

    await user.click(screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }));

    expect(screen.getByText(PHONE_REQUIRED)).toBeDefined();
    const phone = screen.getByLabelText('Phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText(PHONE_REQUIRED).id);
    expect(document.activeElement).toBe(phone);
    expect(puts()).toEqual([]);

    // Typing in the field again takes the message away.
    await user.type(phone, '+');
    expect(screen.queryByText(PHONE_REQUIRED)).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it('says beside the field that a phone number needs its country code, and sends nothing', async () => {
    const user = await open();

    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '0821234567');
    await user.click(screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }));

    const reason = screen.getByText(INVALID_PHONE);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(reason.id);
    expect(document.activeElement).toBe(phone);
    expect((screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }) as HTMLInputElement).checked).toBe(false);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('says at Save what is wrong with each address beside it, both at once, and sends nothing', async () => {
    const user = await open();

    await user.type(screen.getByLabelText(/Email address/), 'naledi@');
    await user.type(screen.getByLabelText('Phone number'), '082 123');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(screen.getByLabelText(/Email address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(INVALID_EMAIL)).toBeDefined();
    expect(screen.getByText(INVALID_PHONE)).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/Email address/));
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('takes no second change of a switch while the first is saved, and keeps the keyboard on it', async () => {
    let release = () => {};
    server.on('PUT /api/users/user-1/notifications', async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return settingsReply(request);
    });
    const user = await open();
    await user.type(screen.getByLabelText('Phone number'), '+27821234567');
    const whatsapp = screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }) as HTMLInputElement;

    whatsapp.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(whatsapp.getAttribute('aria-disabled')).toBe('true'));
    await user.keyboard(' ');
    expect(whatsapp.checked).toBe(true);
    expect(document.activeElement).toBe(whatsapp);
    release();

    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(puts()).toEqual([{ phoneNumber: '+27821234567', whatsappNotifications: true }]);
  });

  it("shows the server's reason for a change it refuses, and turns the switch back off", async () => {
    server.on('PUT /api/users/user-1/notifications', errorReply(503, 'The service is starting. Please try again in a moment.'));
    const user = await open();

    await user.type(screen.getByLabelText('Phone number'), '+27821234567');
    await user.click(screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }));

    expect(await screen.findByText('The service is starting. Please try again in a moment.')).toBeDefined();
    expect(screen.getByText('Error')).toBeDefined();
    expect((screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }) as HTMLInputElement).checked).toBe(false);
  });

  it("saves everything with Save Settings ('Settings Saved') and reads the user again", async () => {
    const user = await open();

    await user.type(screen.getByLabelText('Phone number'), '+27 82 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings Saved')).toBeDefined();
    expect(puts()).toEqual([{ email: null, phoneNumber: '+27 82 123 4567', emailNotifications: false, whatsappNotifications: false }]);
    expect(server.requests.filter((request) => request.path === '/api/auth/me').length).toBeGreaterThan(1);
  });

  it('takes the press on Save that also takes the focus off a changed email, and saves everything', async () => {
    // The email's own save answers slowly, as on a phone network: the press lands while it is under way.
    let answerEmail = () => {};
    server.on('PUT /api/users/user-1/notifications', (request) =>
      'phoneNumber' in (request.body as object)
        ? settingsReply(request)
        : new Promise((resolve) => (answerEmail = () => resolve(settingsReply(request)))),
    );
    const user = await open();
    await user.type(screen.getByLabelText('Phone number'), '+27 82 123 4567');
    await user.type(screen.getByLabelText(/Email address/), 'thandi@example.co.za');
    const saveButton = screen.getByRole('button', { name: 'Save Settings' });

    await user.pointer({ keys: '[MouseLeft>]', target: saveButton });
    await expect.poll(() => puts().length).toBe(1);
    await user.pointer({ keys: '[/MouseLeft]', target: saveButton });

    await expect.poll(() => puts().length).toBe(2);
    expect(puts()[1]).toEqual({ email: 'thandi@example.co.za', phoneNumber: '+27 82 123 4567', emailNotifications: false, whatsappNotifications: false });
    answerEmail();
    expect(await screen.findByText('Settings Saved')).toBeDefined();
  });

  it("says 'Failed to save settings' when the server gives no reason", async () => {
    server.on('PUT /api/users/user-1/notifications', { status: 500 });
    const user = await open();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Failed to save settings')).toBeDefined();
  });

  it('leads to Profile → Settings for notifications in this browser, which this screen leaves out', async () => {
    await open();

    const link = screen.getByRole('link', { name: 'Profile → Settings' });
    expect(link.getAttribute('href')).toBe('/profile?tab=settings#browser-notifications');
    expect(link.closest('p')?.textContent).toBe('For notifications in this browser, go to Profile → Settings.');
  });

  it('sends a test email and shows what the server says, success or failure', async () => {
    server.on('POST /api/notifications/test', { body: { success: true, message: 'Test email sent to thandi@example.co.za' } });
    const user = await open();

    await user.click(screen.getByRole('button', { name: 'Send Test Alert' }));
    expect(await screen.findByText('Test email sent to thandi@example.co.za')).toBeDefined();
    expect(screen.getByText('Test Alert Sent')).toBeDefined();
    expect(server.requests.find((request) => request.path === '/api/notifications/test')?.body).toEqual({ test: true, channel: 'email' });

    server.on('POST /api/notifications/test', { status: 503, body: { success: false, message: 'Test emails are not available on this server' } });
    await user.click(screen.getByRole('button', { name: 'Send Test Alert' }));
    expect(await screen.findByText('Test emails are not available on this server')).toBeDefined();
    expect(screen.getByText('Test Alert Failed')).toBeDefined();

    server.on('POST /api/notifications/test', errorReply(400, EMAIL_REQUIRED));
    await user.click(screen.getByRole('button', { name: 'Send Test Alert' }));
    expect(await screen.findByText(EMAIL_REQUIRED)).toBeDefined();
  });

  it('keeps the keyboard on Send Test Alert while the test is on its way, and sends one however often it is pressed', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on('POST /api/notifications/test', async () => {
      await answered;
      return { body: { success: true, message: 'Test email sent to thandi@example.co.za' } };
    });
    const user = await open();
    const send = screen.getByRole('button', { name: 'Send Test Alert' });

    await user.click(send);
    await waitFor(() => expect(send.textContent).toBe('Sending...'));
    expect(send.getAttribute('aria-disabled')).toBe('true');
    // Not disabled: a browser takes the focus off a button that becomes disabled (jsdom leaves it there).
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(send);
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByText('Test Alert Sent')).toBeDefined();
    expect(document.activeElement).toBe(send);
    expect(server.requests.filter((request) => request.path === '/api/notifications/test')).toHaveLength(1);
  });

  it('sends a test WhatsApp message where the server can, and shows what the server says, success or failure', async () => {
    server.on('POST /api/notifications/test', { body: { success: true, message: 'Test WhatsApp message sent to +27821234567' } });
    const user = await open();

    const send = await screen.findByRole('button', { name: 'Send Test WhatsApp' });
    expect(send.getAttribute('aria-describedby')).toBe(screen.getByText('We send a test WhatsApp message to your saved phone number right away.').id);
    await user.click(send);
    expect(await screen.findByText('Test WhatsApp message sent to +27821234567')).toBeDefined();
    expect(screen.getByText('Test Alert Sent')).toBeDefined();
    expect(server.requests.filter((request) => request.path === '/api/notifications/test').map((request) => request.body)).toEqual([
      { test: true, channel: 'whatsapp' },
    ]);

    const refused = 'WhatsApp could not deliver to +27821234567. Please check that this is your WhatsApp number, with its country code.';
    server.on('POST /api/notifications/test', { status: 422, body: { success: false, message: refused } });
    await user.click(send);
    expect(await screen.findByText(refused)).toBeDefined();
    expect(screen.getByText('Test Alert Failed')).toBeDefined();

    server.on('POST /api/notifications/test', errorReply(400, PHONE_REQUIRED));
    await user.click(send);
    expect(await screen.findByText(PHONE_REQUIRED)).toBeDefined();
  });

  it('waits on each test button alone: the email test stays ready while the WhatsApp test is on its way', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on('POST /api/notifications/test', async (request) => {
      if ((request.body as { channel?: string }).channel === 'whatsapp') await answered;
      return { body: { success: true, message: `Test sent by ${(request.body as { channel?: string }).channel}` } };
    });
    const user = await open();
    const whatsapp = await screen.findByRole('button', { name: 'Send Test WhatsApp' });
    const email = screen.getByRole('button', { name: 'Send Test Alert' });

    await user.click(whatsapp);
    await waitFor(() => expect(whatsapp.textContent).toBe('Sending...'));
    expect(whatsapp.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(whatsapp);
    await user.click(whatsapp);
    expect(email.textContent).toBe('Send Test Alert');
    expect(email.getAttribute('aria-disabled')).toBeNull();

    await user.click(email);
    expect(await screen.findByText('Test sent by email')).toBeDefined();
    answer();
    expect(await screen.findByText('Test sent by whatsapp')).toBeDefined();
    expect(whatsapp.textContent).toBe('Send Test WhatsApp');
    const sent = server.requests.filter((request) => request.path === '/api/notifications/test').map((request) => request.body);
    expect(sent).toEqual([
      { test: true, channel: 'whatsapp' },
      { test: true, channel: 'email' },
    ]);
  });

  it('offers no WhatsApp test where the server cannot send WhatsApp, and says so, while the email test stays', async () => {
    server.on('GET /api/notifications/channels', {
      body: { push: { available: true }, email: { available: true }, whatsapp: { available: false, reason: 'WhatsApp notifications are not set up on this server' } },
    });
    await open();

    expect(await screen.findByText('WhatsApp is not set up on this server, so there is no test WhatsApp message to send.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send Test WhatsApp' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Send Test Alert' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves nothing while a switched-on channel has lost its address, and says so beside it', async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: true }) });
    const user = await open();

    await user.clear(screen.getByLabelText(/Email address/));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const email = screen.getByLabelText(/Email address/);
    expect(document.getElementById('alert-email-error')?.textContent).toBe(EMAIL_REQUIRED);
    expect(email.getAttribute('aria-describedby')).toBe('alert-email-hint alert-email-error');
    expect(document.activeElement).toBe(email);
    expect(puts()).toEqual([]);
  });

  it('removes an emptied address with the switch turned off after it, as the screen then shows, and leaves no message', async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: true }) });
    const user = await open();

    await user.clear(screen.getByLabelText(/Email address/));
    await user.click(screen.getByRole('switch', { name: 'Enable email notifications' }));

    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(puts()).toEqual([{ email: null, emailNotifications: false }]);
    expect(document.getElementById('alert-email-error')).toBeNull();
    expect(screen.getByLabelText(/Email address/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('keeps an emptied address on leaving the field while email is on, and says beside it that email needs one', async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: true }) });
    const user = await open();

    await user.clear(screen.getByLabelText(/Email address/));
    await user.tab();

    expect(document.getElementById('alert-email-error')?.textContent).toBe(EMAIL_REQUIRED);
    expect(puts()).toEqual([]);
  });

  it('removes an emptied address on leaving the field while email is off', async () => {
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: false }) });
    const user = await open();

    await user.clear(screen.getByLabelText(/Email address/));
    await user.tab();

    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(puts()).toEqual([{ email: null }]);
  });

  it('turns WhatsApp off without a number the server would refuse, and says so beside it', async () => {
    server.on('GET /api/auth/me', { body: aUser({ phoneNumber: '+27821234567', whatsappNotifications: true }) });
    const user = await open();
    const phone = screen.getByLabelText('Phone number');

    await user.clear(phone);
    await user.type(phone, '0821234567');
    await user.click(screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }));

    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(puts()).toEqual([{ whatsappNotifications: false }]);
    expect(document.getElementById('alert-phone-error')?.textContent).toBe(INVALID_PHONE);
  });

  it('lets an address go whose channel the server cannot deliver, shown off though it was left on', async () => {
    server.on('GET /api/notifications/channels', {
      body: { push: { available: true }, email: { available: false, reason: 'Email notifications are not set up on this server' }, whatsapp: { available: true } },
    });
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: true }) });
    const user = await open();
    await screen.findByText('Email notifications are not set up on this server');
    const email = screen.getByLabelText(/Email address/);

    await user.clear(email);
    await user.tab();
    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(puts()).toEqual([{ email: null }]);

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Saved')).toBeDefined();
    expect(puts()[1]).toEqual({ email: null, phoneNumber: null, whatsappNotifications: false });
    expect(document.getElementById('alert-email-error')).toBeNull();
  });

  it('starts from the settings the user has', async () => {
    server.on('GET /api/auth/me', {
      body: aUser({ email: 'thandi@example.co.za', phoneNumber: '+27821234567', emailNotifications: true, whatsappNotifications: true }),
    });
    await open();

    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('thandi@example.co.za');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+27821234567');
    expect((screen.getByRole('switch', { name: 'Enable email notifications' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }) as HTMLInputElement).checked).toBe(true);
  });

  it('never offers a channel the server cannot deliver: the switch is off, cannot be turned on, and says why', async () => {
    server.on('GET /api/notifications/channels', {
      body: {
        push: { available: true },
        email: { available: false, reason: 'Email notifications are not set up on this server' },
        whatsapp: { available: false, reason: 'WhatsApp notifications are not set up on this server' },
      },
    });
    server.on('GET /api/auth/me', { body: aUser({ email: 'thandi@example.co.za', emailNotifications: true }) });
    const user = await open();

    const emailSwitch = screen.getByRole('switch', { name: 'Enable email notifications' }) as HTMLInputElement;
    const reason = await screen.findByText('Email notifications are not set up on this server');
    expect(emailSwitch.disabled).toBe(true);
    expect(emailSwitch.checked).toBe(false);
    expect(emailSwitch.getAttribute('aria-describedby')).toBe(reason.id);
    const whatsappSwitch = screen.getByRole('switch', { name: 'Enable WhatsApp notifications' }) as HTMLInputElement;
    expect(whatsappSwitch.disabled).toBe(true);
    expect(screen.getByText('WhatsApp notifications are not set up on this server').id).toBe(whatsappSwitch.getAttribute('aria-describedby'));

    await user.click(whatsappSwitch);
    expect(screen.queryByText('Settings Updated')).toBeNull();
    expect(puts()).toEqual([]);
    const test = screen.getByRole('button', { name: 'Send Test Alert' }) as HTMLButtonElement;
    expect(test.disabled).toBe(true);
    expect(screen.getByText('Email is not set up on this server, so there is no test email to send.')).toBeDefined();
    expect(screen.getByText('WhatsApp is not set up on this server, so there is no test WhatsApp message to send.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send Test WhatsApp' })).toBeNull();
  });
});
