import { SESSION_ENDED_ACCOUNT_DELETED, SESSION_ENDED_PASSWORD_CHANGED, SIGN_IN_REQUIRED } from '@iec-bets/contracts';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionStore } from '../sessions/session-store.js';
import { openSqliteSessionStore } from '../sessions/sqlite-session-store.js';
import { adminScope, signedInScope } from './access-guards.js';
import { createHttpServer } from './create-http-server.js';
import { SESSION_COOKIE } from './session-cookie.js';

const HOUR = 3_600_000;

describe('what the guards tell a request whose session has ended', () => {
  let dir: string;
  let sessionStore: SessionStore;
  let app: FastifyInstance;
  /** The ids of sessions the guards asked the store about, to say why they ended. */
  let askedWhy: string[];
  /** Set to make the store fail when asked why, as a Redis store whose server has just gone does. */
  let whyFails: boolean;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'guards-'));
    const store = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
    askedWhy = [];
    whyFails = false;
    sessionStore = {
      ...store,
      endOf: async (sessionId) => {
        askedWhy.push(sessionId);
        if (whyFails) throw new Error('The session store is out of reach');
        return store.endOf(sessionId);
      },
    };
    app = await createHttpServer({ sessionStore });
    app.get('/api/public', async () => ({ ok: true }));
    await signedInScope(app, (scope) => {
      scope.get('/api/mine', async (request) => ({ userId: request.sessionUserId }));
    });
    await adminScope(app, async () => true, (scope) => {
      scope.get('/api/admin/things', async () => ({ ok: true }));
    });
  });
  afterEach(async () => {
    await app.close();
    await sessionStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ask = (url: string, sessionId?: string) =>
    app.inject({ method: 'GET', url, ...(sessionId ? { cookies: { [SESSION_COOKIE]: sessionId } } : {}) });
  const refusal = (error: string) => ({ error, statusCode: 401 });

  it('says "Please sign in first" to a visitor, to a session logged out, and to one the server never handed out', async () => {
    const loggedOut = await sessionStore.create('thandi', HOUR);
    await sessionStore.revoke(loggedOut.id);
    for (const sessionId of [undefined, loggedOut.id, 'never-handed-out']) {
      expect((await ask('/api/mine', sessionId)).json()).toEqual(refusal(SIGN_IN_REQUIRED));
      expect((await ask('/api/admin/things', sessionId)).json()).toEqual(refusal(SIGN_IN_REQUIRED));
    }
  });

  it('says the account has been deleted, on every device that was signed in to it, in signed-in and admin scopes', async () => {
    const phone = await sessionStore.create('thandi', HOUR);
    const laptop = await sessionStore.create('thandi', HOUR);
    await sessionStore.revokeAllOf('thandi', 'account-deleted');
    for (const device of [phone, laptop]) {
      expect((await ask('/api/mine', device.id)).json()).toEqual(refusal(SESSION_ENDED_ACCOUNT_DELETED));
      expect((await ask('/api/admin/things', device.id)).json()).toEqual(refusal(SESSION_ENDED_ACCOUNT_DELETED));
    }
  });

  it('says the password was changed on another device, and lets the device that changed it in', async () => {
    const changer = await sessionStore.create('thandi', HOUR);
    const phone = await sessionStore.create('thandi', HOUR);
    await sessionStore.revokeAllOf('thandi', 'password-changed', { keep: changer.id });
    expect((await ask('/api/mine', phone.id)).json()).toEqual(refusal(SESSION_ENDED_PASSWORD_CHANGED));
    const kept = await ask('/api/mine', changer.id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ userId: 'thandi' });
  });

  it('asks why only when it refuses: a route open to visitors costs a stale cookie no second read', async () => {
    const phone = await sessionStore.create('thandi', HOUR);
    await sessionStore.revokeAllOf('thandi', 'account-deleted');
    expect((await ask('/api/public', phone.id)).statusCode).toBe(200);
    expect((await ask('/api/mine')).statusCode).toBe(401);
    expect(askedWhy).toEqual([]);
    expect((await ask('/api/mine', phone.id)).statusCode).toBe(401);
    expect(askedWhy).toEqual([phone.id]);
  });

  it('still refuses with "Please sign in first", never a 500, when the store cannot say why', async () => {
    const phone = await sessionStore.create('thandi', HOUR);
    await sessionStore.revokeAllOf('thandi', 'account-deleted');
    whyFails = true;
    const refused = await ask('/api/mine', phone.id);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refusal(SIGN_IN_REQUIRED));
  });
});
