import { EMAIL_REQUIRED, INVALID_EMAIL, INVALID_PHONE, PHONE_REQUIRED, streams } from '@iec-bets/contracts';
import { deliverableChannels } from '@iec-bets/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asUser, positionOf, signUp, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

let t: CommandTestApp;
let thandi: SignedUp;
let sipho: SignedUp;

beforeEach(async () => {
  t = await startCommandApp();
  thandi = await signUp(t.app);
  sipho = await signUp(t.app);
});
afterEach(async () => t.close());

const put = (sessionId: string | null, userId: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/notifications`,
    payload: payload as object,
    ...(sessionId ? asUser(sessionId) : {}),
  });

const settingsEvents = async (userId: string) =>
  (await t.eventStore.readStream(streams.user(userId))).filter((event) => event.type === 'NotificationSettingsChanged');

describe('PUT /api/users/{id}/notifications', () => {
  it('saves the settings, records only what changed and answers with the settings and their position', async () => {
    const response = await put(thandi.sessionId, thandi.user.id, {
      email: ' thandi@example.co.za ',
      phoneNumber: '+27 82 123 4567',
      emailNotifications: true,
      whatsappNotifications: true,
      browserNotifications: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      email: 'thandi@example.co.za',
      phoneNumber: '+27821234567',
      emailNotifications: true,
      whatsappNotifications: true,
      browserNotifications: false,
      streakReminders: true,
    });
    const [event] = await settingsEvents(thandi.user.id);
    expect(event).toMatchObject({
      data: {
        userId: thandi.user.id,
        email: 'thandi@example.co.za',
        phoneNumber: '+27821234567',
        emailNotifications: true,
        whatsappNotifications: true,
      },
      metadata: { actorId: thandi.user.id },
    });
    expect(event!.data).not.toHaveProperty('browserNotifications');
    expect(positionOf(response)).toBe(event!.position);
  });

  it('records nothing and sends no position when nothing changes', async () => {
    await put(thandi.sessionId, thandi.user.id, { browserNotifications: true });
    const again = await put(thandi.sessionId, thandi.user.id, { browserNotifications: true });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-position']).toBeUndefined();
    expect(again.json()).toMatchObject({ browserNotifications: true });
    expect(await settingsEvents(thandi.user.id)).toHaveLength(1);
  });

  it('turns streak reminders off and on again, and refuses anything but true or false for them', async () => {
    const off = await put(thandi.sessionId, thandi.user.id, { streakReminders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ streakReminders: false, emailNotifications: false });
    const bad = await put(thandi.sessionId, thandi.user.id, { streakReminders: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('streakReminders must be true or false');
    const on = await put(thandi.sessionId, thandi.user.id, { streakReminders: true });
    expect(on.json()).toMatchObject({ streakReminders: true });
    expect((await settingsEvents(thandi.user.id)).map((event) => event.data)).toEqual([
      { userId: thandi.user.id, streakReminders: false },
      { userId: thandi.user.id, streakReminders: true },
    ]);
  });

  it('removes an address sent blank', async () => {
    await put(thandi.sessionId, thandi.user.id, { email: 'thandi@example.co.za' });
    const response = await put(thandi.sessionId, thandi.user.id, { email: '' });
    expect(response.json()).toMatchObject({ email: null });
  });

  it('needs a session: 401', async () => {
    const response = await put(null, thandi.user.id, { browserNotifications: true });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
  });

  it("refuses to change someone else's settings: 403, nothing written", async () => {
    const response = await put(sipho.sessionId, thandi.user.id, { browserNotifications: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You can only do this for your own account');
    expect(await settingsEvents(thandi.user.id)).toEqual([]);
  });

  it.each([
    [{ emailNotifications: true }, EMAIL_REQUIRED],
    [{ email: '', emailNotifications: true }, EMAIL_REQUIRED],
    [{ whatsappNotifications: true }, PHONE_REQUIRED],
    [{ email: 'thandi.example.co.za' }, INVALID_EMAIL],
    [{ email: 'thandi@' }, INVALID_EMAIL],
    [{ email: 42 }, INVALID_EMAIL],
    [{ phoneNumber: '0821234567' }, INVALID_PHONE],
    [{ phoneNumber: '+27 82' }, INVALID_PHONE],
    [{ phoneNumber: '+27abc1234567' }, INVALID_PHONE],
    [{ emailNotifications: 'yes' }, 'emailNotifications must be true or false'],
    [{ whatsappNotifications: 1 }, 'whatsappNotifications must be true or false'],
    [{ browserNotifications: null }, 'browserNotifications must be true or false'],
  ])('refuses %j with 400 and writes nothing', async (payload, message) => {
    const response = await put(thandi.sessionId, thandi.user.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
    expect(await settingsEvents(thandi.user.id)).toEqual([]);
  });
});

describe('PUT /api/users/{id}/notifications on a server that cannot deliver every channel', () => {
  beforeEach(async () => {
    await t.close();
    // Email set up, WhatsApp not, and no push key: as a service started with SMTP_URL and MAIL_FROM only.
    t = await startCommandApp({
      channels: deliverableChannels({ SMTP_URL: 'smtp://mail.example.org:587', MAIL_FROM: 'IEC Bets <alerts@example.org>' }, { publicKey: undefined }),
    });
    thandi = await signUp(t.app);
  });

  it('refuses to turn on WhatsApp, which this server cannot send: 400 with the reason, nothing written', async () => {
    const response = await put(thandi.sessionId, thandi.user.id, { phoneNumber: '+27821234567', whatsappNotifications: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'WhatsApp notifications are not set up on this server', statusCode: 400 });
    expect(await settingsEvents(thandi.user.id)).toHaveLength(0);
  });

  it('refuses browser alerts without a push key: 400', async () => {
    const response = await put(thandi.sessionId, thandi.user.id, { browserNotifications: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Browser notifications are not set up on this server');
  });

  it('still turns on email, which it can send, and lets any channel be turned off', async () => {
    const on = await put(thandi.sessionId, thandi.user.id, { email: 'thandi@example.co.za', emailNotifications: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().emailNotifications).toBe(true);
    const off = await put(thandi.sessionId, thandi.user.id, { whatsappNotifications: false, browserNotifications: false });
    expect(off.statusCode, off.body).toBe(200);
  });
});
