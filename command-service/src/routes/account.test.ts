import { streams } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asUser, sessionCookieOf, signUp, signUpAdmin, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

let t: CommandTestApp;
let naledi: SignedUp;

beforeEach(async () => {
  t = await startCommandApp({ rateLimits: { loginPerMinute: 3 } });
  naledi = await signUp(t.app);
});
afterEach(async () => t.close());

const deleteAccount = (sessionId: string | null, payload: unknown, id = naledi.user.id) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });

async function refusedWithNothingWritten(response: Promise<{ json(): unknown }>, error: string, statusCode: number) {
  const head = await t.eventStore.headPosition();
  expect((await response).json()).toEqual({ error, statusCode });
  expect(await t.eventStore.headPosition()).toBe(head);
}

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
    await refusedWithNothingWritten(deleteAccount(naledi.sessionId, { password: 'not-my-password' }), 'That password is incorrect', 401);
    await refusedWithNothingWritten(deleteAccount(naledi.sessionId, {}), 'Please enter your password to delete your account', 400);
    await refusedWithNothingWritten(deleteAccount(admin.sessionId, { password: admin.password }), 'You can only delete your own account', 403);
    await refusedWithNothingWritten(deleteAccount(null, { password: naledi.password }), 'Please sign in first', 401);
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
