import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const everyChannel = { push: { available: true }, email: { available: true }, whatsapp: { available: true, streakReminders: true } };
const emailOn = { email: 'thandi@example.co.za', emailConfirmed: true, emailNotifications: true };

describe('the streak reminders switch', () => {
  let server: FakeApi;
  const puts = () => server.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/notifications/channels', { body: everyChannel });
  });
  afterEach(() => server.close());

  async function open(user = aUser(emailOn)) {
    server.on('GET /api/auth/me', { body: user });
    const person = userEvent.setup();
    renderApp(server, '/notifications');
    await screen.findByRole('heading', { name: 'Streak reminders' });
    return person;
  }
  const reminderSwitch = () => screen.getByRole('switch', { name: 'Remind me before my streak ends' }) as HTMLInputElement;

  it('says when a reminder comes, shows it on, and turns it off at once', async () => {
    let saved = aUser(emailOn);
    server.on('GET /api/auth/me', () => ({ body: saved }));
    server.on('PUT /api/users/user-1/notifications', (request) => {
      saved = { ...saved, ...(request.body as object) };
      return { body: { ...saved } };
    });
    const person = userEvent.setup();
    renderApp(server, '/notifications');
    await screen.findByRole('heading', { name: 'Streak reminders' });

    expect(screen.getByText(/At 6 pm South African time, when you have predicted two days or more in a row and not yet today/)).toBeDefined();
    expect(
      await screen.findByText(/One reminder, on the first of these you have on: browser notifications, then WhatsApp, then email\./),
    ).toBeDefined();
    expect(reminderSwitch().checked).toBe(true);
    await person.click(reminderSwitch());

    expect(await screen.findByText('Settings Updated')).toBeDefined();
    expect(puts()).toEqual([{ streakReminders: false }]);
    // Still off once the user is read again, and the keyboard's focus stays on the switch.
    await waitFor(() => expect(server.requests.filter((request) => request.path === '/api/auth/me').length).toBeGreaterThan(1));
    expect(reminderSwitch().checked).toBe(false);
    expect(document.activeElement).toBe(reminderSwitch());
  });

  it('turns back as it was, with the server’s words, when the change is refused', async () => {
    server.on('PUT /api/users/user-1/notifications', errorReply(503, 'The service is starting. Please try again in a moment.'));
    const person = await open(aUser({ ...emailOn, streakReminders: false }));

    await person.click(reminderSwitch());

    expect(await screen.findByText('The service is starting. Please try again in a moment.')).toBeDefined();
    await waitFor(() => expect(reminderSwitch().checked).toBe(false));
  });

  it('says why no reminder would come while every channel is off', async () => {
    await open(aUser());

    expect(reminderSwitch().checked).toBe(true);
    expect(await screen.findByText('Turn on browser notifications, WhatsApp or email to get them.')).toBeDefined();
  });

  it('says so too while email, the one channel on, waits for its address to be confirmed', async () => {
    await open(aUser({ ...emailOn, emailConfirmed: false }));
    expect(await screen.findByText('Turn on browser notifications, WhatsApp or email to get them.')).toBeDefined();
  });

  it('says nothing of the kind once a channel would carry them', async () => {
    await open(aUser(emailOn));
    await screen.findByText(/One reminder, on the first of these/);
    expect(screen.queryByText(/to get them\./)).toBeNull();
  });

  it('leaves WhatsApp out where it carries no reminders, and says so to a player who has only WhatsApp on', async () => {
    server.on('GET /api/notifications/channels', { body: { ...everyChannel, whatsapp: { available: true, streakReminders: false } } });
    await open(aUser({ phoneNumber: '+27821234567', whatsappNotifications: true }));

    expect(await screen.findByText(/One reminder, on the first of these you have on: browser notifications, then email\./)).toBeDefined();
    expect(screen.getByText('Turn on browser notifications or email to get them.')).toBeDefined();
  });

  it('names the one channel a server can send a reminder on', async () => {
    server.on('GET /api/notifications/channels', {
      body: { push: { available: true }, email: { available: false, reason: 'x' }, whatsapp: { available: false, reason: 'y', streakReminders: false } },
    });
    await open(aUser({ browserNotifications: true }));
    expect(await screen.findByText(/One reminder, by browser notification\./)).toBeDefined();
  });
});
