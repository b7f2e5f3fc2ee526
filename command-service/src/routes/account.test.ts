import { SAME_PASSWORD, SESSION_ENDED_ACCOUNT_DELETED, SESSION_ENDED_PASSWORD_CHANGED, streams } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import {
  asUser,
  refusedWithNothingWritten,
  sessionCookieOf,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
let naledi: SignedUp;

beforeEach(async () => {
  t = await startCommandApp({ rateLimits: { loginPerMinute: 3 } });
  naledi = await signUp(t.app);
});
afterEach(async () => t.close());

const deleteAccount = (sessionId: string | null, payload: unknown, id = naledi.user.id) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });

const logIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

/** A new session of naledi's, as another device of hers would have it. */
async function anotherDevice(): Promise<string> {
  const login = await logIn(naledi.user.username, naledi.password);
  expect(login.statusCode, login.body).toBe(200);
  return sessionCookieOf(login)!.value;
}

/** What a signed-in route answers a device: her own settings are hers alone to change. */
const signedInRequest = (sessionId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${naledi.user.id}/notifications`, payload: { emailNotifications: false }, ...asUser(sessionId) });

describe('DELETE /api/users/{id}', () => {
  it('deletes the account: UserDeleted on its stream, the cookie cleared, every session ended, no sign-in after', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: naledi.user.username, password: naledi.password } });
    const otherDevice = sessionCookieOf(login)!.value;

    const response = await deleteAccount(naledi.sessionId, { password: naledi.password });
    expect(response.statusCode, response.body).toBe(204);
    expect(sessionCookieOf(response)?.value).toBe('');
    expect((await t.eventStore.readStream(streams.user(naledi.user.id))).at(-1)).toMatchObject({
      type: 'UserDeleted',
      data: { userId: naledi.user.id, username: naledi.user.username },
      metadata: { actorId: naledi.user.id },
    });
    for (const session of [naledi.sessionId, otherDevice]) expect(await t.sessionStore.get(session)).toBeNull();
    // The other device is told why, not only that it must sign in.
    expect((await signedInRequest(otherDevice)).json()).toEqual({ error: SESSION_ENDED_ACCOUNT_DELETED, statusCode: 401 });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: naledi.user.username, password: naledi.password } });
    expect(again.json()).toEqual({ error: 'Invalid username or password', statusCode: 401 });
  });

  it('ends the sessions when asked again, should the deletion have failed just after its record', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: naledi.user.username, password: naledi.password } });
    const otherDevice = sessionCookieOf(login)!.value;
    const revokeAllOf = t.sessionStore.revokeAllOf;
    t.sessionStore.revokeAllOf = async () => {
      t.sessionStore.revokeAllOf = revokeAllOf;
      throw new Error('The session store is out of reach');
    };
    expect((await deleteAccount(naledi.sessionId, { password: naledi.password })).statusCode).toBe(500);
    expect((await t.eventStore.readStream(streams.user(naledi.user.id))).at(-1)?.type).toBe('UserDeleted');
    expect(await t.sessionStore.get(otherDevice)).not.toBeNull();

    const again = await deleteAccount(naledi.sessionId, { password: naledi.password });
    expect(again.statusCode, again.body).toBe(204);
    expect(sessionCookieOf(again)?.value).toBe('');
    expect(await t.sessionStore.liveSessionsOf(naledi.user.id)).toEqual([]);
    // Nothing more is recorded: the deletion was.
    expect((await t.eventStore.readStream(streams.user(naledi.user.id))).filter((event) => event.type === 'UserDeleted')).toHaveLength(1);
  });

  it('leaves no session to a log-in whose password check the deletion overtook', async () => {
    const create = t.sessionStore.create;
    // The account is deleted between the log-in's password check and its new session.
    t.sessionStore.create = async (userId, ttlMs) => {
      t.sessionStore.create = create;
      expect((await deleteAccount(naledi.sessionId, { password: naledi.password })).statusCode).toBe(204);
      return create(userId, ttlMs);
    };
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: naledi.user.username, password: naledi.password } });
    expect(login.json()).toEqual({ error: 'Invalid username or password', statusCode: 401 });
    expect(sessionCookieOf(login)?.value ?? '').toBe('');
    expect(await t.sessionStore.liveSessionsOf(naledi.user.id)).toEqual([]);
  });

  it("refuses a wrong or missing password, someone else's account (admins included) and visitors, writing nothing", async () => {
    const admin = await signUpAdmin(t);
    await refusedWithNothingWritten(t, deleteAccount(naledi.sessionId, { password: 'not-my-password' }), 'That password is incorrect', 401);
    await refusedWithNothingWritten(t, deleteAccount(naledi.sessionId, {}), 'Please enter your password to delete your account', 400);
    await refusedWithNothingWritten(t, deleteAccount(admin.sessionId, { password: admin.password }), 'You can only delete your own account', 403);
    await refusedWithNothingWritten(t, deleteAccount(null, { password: naledi.password }), 'Please sign in first', 401);
    expect(await t.sessionStore.get(naledi.sessionId)).not.toBeNull();
  });

  it('limits password attempts as a login does', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await deleteAccount(naledi.sessionId, { password: 'guess' })).statusCode).toBe(401);
    expect((await deleteAccount(naledi.sessionId, { password: naledi.password })).statusCode).toBe(429);
  });

  it("blanks in the log's file a push subscription an older version wrote in the clear, and leaves its links whole", async () => {
    const sealed = await startCommandApp({ sealed: true });
    try {
      const thandi = await signUp(sealed.app);
      const pushStream = streams.pushSubscriptions(thandi.user.id);
      const endpoint = 'https://fcm.googleapis.com/fcm/send/thandi-old-browser';
      // As a version from before the sealing wrote it: straight to the log's file.
      await sealed.log.append(
        pushStream,
        [{ type: 'PushSubscribed', data: { userId: thandi.user.id, endpoint, keys: { p256dh: 'BOldKey', auth: 'oldSecret' } } }],
        { expectedRevision: 'no_stream', metadata: { actorId: thandi.user.id, correlationId: 'old', causationId: null, occurredAt: '2026-01-10T08:00:00.000Z' } },
      );
      const [before] = await sealed.log.readStream(pushStream);

      const response = await sealed.app.inject({ method: 'DELETE', url: `/api/users/${thandi.user.id}`, payload: { password: thandi.password }, ...asUser(thandi.sessionId) });
      expect(response.statusCode, response.body).toBe(204);

      const [after] = await sealed.log.readStream(pushStream);
      expect(after!.data).toEqual({ userId: thandi.user.id, endpoint: '', keys: { p256dh: '', auth: '' } });
      expect(after!.metadata).toMatchObject({ hash: before!.metadata.hash, redaction: { contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    } finally {
      await sealed.close();
    }
  });
});

describe('PUT /api/users/{id}/password', () => {
  const newPassword = 'a-brand-new-password';
  const changePassword = (sessionId: string | null, payload: unknown, id = naledi.user.id) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}/password`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });

  it('records the new password as a hash on the account’s stream: the new one logs in from then on, the old one no more', async () => {
    const response = await changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['x-position']).toBeDefined();

    const changed = (await t.eventStore.readStream(streams.user(naledi.user.id))).at(-1)!;
    expect(changed).toMatchObject({ type: 'PasswordChanged', data: { userId: naledi.user.id }, metadata: { actorId: naledi.user.id } });
    const { passwordHash } = changed.data as { passwordHash: string };
    expect(passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(changed)).not.toContain(newPassword);
    expect(await verifyPassword(newPassword, passwordHash)).toBe(true);

    expect((await logIn(naledi.user.username, newPassword)).statusCode).toBe(200);
    expect((await logIn(naledi.user.username, naledi.password)).json()).toEqual({ error: 'Invalid username or password', statusCode: 401 });
    // And the next change, from the session this one gave, asks for the new one.
    const session = sessionCookieOf(response)!.value;
    expect((await changePassword(session, { currentPassword: naledi.password, newPassword: 'yet-another-password' })).statusCode).toBe(401);
    expect((await changePassword(session, { currentPassword: newPassword, newPassword: 'yet-another-password' })).statusCode).toBe(204);
  });

  it('keeps the device that changed it signed in, under a new session, and ends every other, which is told why; no one else’s', async () => {
    const [phone, laptop] = [await anotherDevice(), await anotherDevice()];
    const sipho = await signUp(t.app);

    const response = await changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword });
    expect(response.statusCode, response.body).toBe(204);
    // A new session for this device: a stolen copy of the cookie it came with is shut out with the rest.
    const renewed = sessionCookieOf(response)!.value;
    expect(renewed).not.toBe(naledi.sessionId);
    expect((await signedInRequest(renewed)).statusCode).toBe(200);
    for (const device of [naledi.sessionId, phone, laptop]) {
      expect((await signedInRequest(device)).json()).toEqual({ error: SESSION_ENDED_PASSWORD_CHANGED, statusCode: 401 });
    }
    expect((await t.sessionStore.liveSessionsOf(naledi.user.id)).map((session) => session.id)).toEqual([renewed]);
    expect(await t.sessionStore.get(sipho.sessionId)).not.toBeNull();
  });

  it('refuses the password the account has now as the new one', async () => {
    await refusedWithNothingWritten(
      t,
      changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword: naledi.password }),
      SAME_PASSWORD,
      400,
    );
  });

  it('records no change while the session store is out of reach, so the old password and every device stay as they were', async () => {
    const phone = await anotherDevice();
    // As a Redis store answers while its server is out of reach.
    t.sessionStore.isResponsive = async () => false;
    await refusedWithNothingWritten(
      t,
      changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword }),
      'IEC Bets is briefly unavailable. Please try again in a moment.',
      503,
    );
    delete t.sessionStore.isResponsive;

    expect((await logIn(naledi.user.username, naledi.password)).statusCode).toBe(200);
    expect((await signedInRequest(phone)).statusCode).toBe(200);
    // Asked again once the store is back, the change is made whole.
    expect((await changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword })).statusCode).toBe(204);
    expect((await signedInRequest(phone)).json()).toEqual({ error: SESSION_ENDED_PASSWORD_CHANGED, statusCode: 401 });
  });

  it('ends a session that a log-in with the old password opened while the change was being recorded', async () => {
    let opened: string | null = null;
    const append = t.eventStore.append.bind(t.eventStore);
    t.eventStore.append = async (...args: Parameters<typeof append>) => {
      // Just before the change's record: a device logs in with the old password.
      if (args[1].some((event) => event.type === 'PasswordChanged') && opened === null) opened = await anotherDevice();
      return append(...args);
    };

    expect((await changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword })).statusCode).toBe(204);

    expect(opened).not.toBeNull();
    expect((await signedInRequest(opened!)).json()).toEqual({ error: SESSION_ENDED_PASSWORD_CHANGED, statusCode: 401 });
  });

  it("refuses a wrong or missing current password, a new one a sign-up would refuse, someone else's account (admins included) and visitors, writing nothing", async () => {
    // More tries than this file's budget of three a minute.
    await t.close();
    t = await startCommandApp();
    naledi = await signUp(t.app);
    const admin = await signUpAdmin(t);
    const phone = await anotherDevice();
    await refusedWithNothingWritten(t, changePassword(naledi.sessionId, { currentPassword: 'not-my-password', newPassword }), 'That password is incorrect', 401);
    await refusedWithNothingWritten(t, changePassword(naledi.sessionId, { newPassword }), 'Please enter your current password', 400);
    await refusedWithNothingWritten(t, changePassword(naledi.sessionId, { currentPassword: naledi.password }), 'Please fill in all required fields', 400);
    await refusedWithNothingWritten(
      t,
      changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword: 'short' }),
      'Password must be at least 8 characters',
      400,
    );
    await refusedWithNothingWritten(
      t,
      changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword: 'x'.repeat(201) }),
      'Password must be at most 200 characters',
      400,
    );
    await refusedWithNothingWritten(
      t,
      changePassword(admin.sessionId, { currentPassword: admin.password, newPassword }),
      'You can only change your own password',
      403,
    );
    await refusedWithNothingWritten(t, changePassword(null, { currentPassword: naledi.password, newPassword }), 'Please sign in first', 401);
    for (const device of [naledi.sessionId, phone]) expect(await t.sessionStore.get(device)).not.toBeNull();
    expect((await logIn(naledi.user.username, naledi.password)).statusCode).toBe(200);
  });

  it('limits password attempts as a login does', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await changePassword(naledi.sessionId, { currentPassword: 'guess', newPassword })).statusCode).toBe(401);
    }
    expect((await changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword })).statusCode).toBe(429);
  });

  it('leaves no session to a log-in whose password check the change overtook', async () => {
    const create = t.sessionStore.create;
    // The password is changed between the log-in's check of the old one and its new session.
    t.sessionStore.create = async (userId, ttlMs) => {
      t.sessionStore.create = create;
      expect((await changePassword(naledi.sessionId, { currentPassword: naledi.password, newPassword })).statusCode).toBe(204);
      return create(userId, ttlMs);
    };
    const login = await logIn(naledi.user.username, naledi.password);
    expect(login.json()).toEqual({ error: 'Invalid username or password', statusCode: 401 });
    expect(sessionCookieOf(login)?.value ?? '').toBe('');
    // The changer's renewed session alone.
    expect(await t.sessionStore.liveSessionsOf(naledi.user.id)).toHaveLength(1);
  });

  it('takes one of two changes checked against the same password at once, and refuses the other', async () => {
    const racing = await startCommandApp({ readDelayMs: 30 });
    try {
      const thandi = await signUp(racing.app);
      const change = (to: string) =>
        racing.app.inject({
          method: 'PUT',
          url: `/api/users/${thandi.user.id}/password`,
          payload: { currentPassword: thandi.password, newPassword: to },
          ...asUser(thandi.sessionId),
        });
      const answers = await Promise.all([change('first-new-password'), change('second-new-password')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        error: 'Your password was changed a moment ago. Please try again with the current one.',
        statusCode: 409,
      });
      const changes = (await racing.eventStore.readStream(streams.user(thandi.user.id))).filter((event) => event.type === 'PasswordChanged');
      expect(changes).toHaveLength(1);
    } finally {
      await racing.close();
    }
  });
});
