import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionStore } from '../session-store.js';

export interface OpenedSessionStore {
  store: SessionStore;
  cleanup(): Promise<void>;
}

const HOUR = 3_600_000;

/** The behaviour every session-store adapter must show; `open` gives a store with no sessions of its own. */
export function describeSessionStoreContract(name: string, open: () => Promise<OpenedSessionStore>): void {
  describe(`${name} session store contract`, () => {
    let opened: OpenedSessionStore;
    let store: SessionStore;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    it('creates a session for the user that lives for the given time', async () => {
      const before = Date.now();
      const session = await store.create('user-1', HOUR);
      expect(session.userId).toBe('user-1');
      expect(session.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(session.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(HOUR);
      expect(await store.get(session.id)).toEqual(session);
    });

    it('gives every session a fresh id of 32 random bytes, safe in a cookie', async () => {
      const sessions = await Promise.all(Array.from({ length: 50 }, () => store.create('user-1', HOUR)));
      const ids = new Set(sessions.map((session) => session.id));
      expect(ids.size).toBe(50);
      for (const id of ids) {
        expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(id, 'base64url')).toHaveLength(32);
      }
    });

    it('knows nothing of ids it did not hand out', async () => {
      await store.create('user-1', HOUR);
      expect(await store.get('not-a-session')).toBeNull();
      expect(await store.get('')).toBeNull();
    });

    it('forgets a revoked session and only that one', async () => {
      const phone = await store.create('user-1', HOUR);
      const laptop = await store.create('user-1', HOUR);
      await store.revoke(phone.id);
      expect(await store.get(phone.id)).toBeNull();
      expect(await store.get(laptop.id)).toEqual(laptop);
      await store.revoke(phone.id);
      await store.revoke('never-existed');
    });

    it("ends every session of one user at once, on every device, and no one else's", async () => {
      const phone = await store.create('leaving-user', HOUR);
      const laptop = await store.create('leaving-user', HOUR);
      const other = await store.create('staying-user', HOUR);
      await store.revokeAllOf('leaving-user', 'account-deleted');
      expect(await store.get(phone.id)).toBeNull();
      expect(await store.get(laptop.id)).toBeNull();
      expect(await store.get(other.id)).toEqual(other);
      // A user without sessions is no error.
      await store.revokeAllOf('never-signed-in', 'account-deleted');
      // A session made after that is live, and a second revocation reaches it.
      const back = await store.create('leaving-user', HOUR);
      expect(await store.liveSessionsOf('leaving-user')).toEqual([back]);
      await store.revokeAllOf('leaving-user', 'account-deleted');
      expect(await store.get(back.id)).toBeNull();
    });

    it('leaves a session made while all of its user\'s are ended within reach of the next revocation', async () => {
      // A log-in racing an account's deletion: both reach the store at once.
      const [, made] = await Promise.all([store.revokeAllOf('racing-user', 'account-deleted'), store.create('racing-user', HOUR)]);
      await store.revokeAllOf('racing-user', 'account-deleted');
      expect(await store.get(made.id)).toBeNull();
    });

    it("lists a user's live sessions, oldest first, and no one else's nor any revoked", async () => {
      const phone = await store.create('listed-user', HOUR);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const laptop = await store.create('listed-user', 2 * HOUR);
      const revoked = await store.create('listed-user', HOUR);
      await store.create('someone-else', HOUR);
      await store.revoke(revoked.id);
      expect(await store.liveSessionsOf('listed-user')).toEqual([phone, laptop]);
      expect(await store.liveSessionsOf('never-signed-in')).toEqual([]);
      await store.revokeAllOf('listed-user', 'password-changed');
      expect(await store.liveSessionsOf('listed-user')).toEqual([]);
    });

    it('remembers why it ended each session of a user, for their devices to be told, and nothing for any other', async () => {
      const phone = await store.create('leaving-user', HOUR);
      const laptop = await store.create('leaving-user', HOUR);
      const other = await store.create('staying-user', HOUR);
      const loggedOut = await store.create('leaving-user', HOUR);
      await store.revoke(loggedOut.id);
      expect(await store.endOf(phone.id)).toBeNull();

      await store.revokeAllOf('leaving-user', 'account-deleted');

      expect(await store.endOf(phone.id)).toBe('account-deleted');
      expect(await store.endOf(laptop.id)).toBe('account-deleted');
      // A log-out's own device clears its cookie: there is no one to tell.
      expect(await store.endOf(loggedOut.id)).toBeNull();
      expect(await store.endOf(other.id)).toBeNull();
      expect(await store.endOf('not-a-session')).toBeNull();
      expect(await store.endOf('')).toBeNull();
    });

    it('keeps the session named, ending every other of its user, which the next revocation still reaches', async () => {
      const changer = await store.create('changing-user', HOUR);
      const phone = await store.create('changing-user', HOUR);
      const laptop = await store.create('changing-user', HOUR);

      await store.revokeAllOf('changing-user', 'password-changed', { keep: changer.id });

      expect(await store.get(changer.id)).toEqual(changer);
      expect(await store.endOf(changer.id)).toBeNull();
      for (const ended of [phone, laptop]) {
        expect(await store.get(ended.id)).toBeNull();
        expect(await store.endOf(ended.id)).toBe('password-changed');
      }
      expect(await store.liveSessionsOf('changing-user')).toEqual([changer]);
      // The kept session, and one made since, are still the user's: the account's deletion ends them.
      const later = await store.create('changing-user', HOUR);
      await store.revokeAllOf('changing-user', 'account-deleted');
      for (const ended of [changer, later]) {
        expect(await store.get(ended.id)).toBeNull();
        expect(await store.endOf(ended.id)).toBe('account-deleted');
      }
      expect(await store.endOf(phone.id)).toBe('password-changed');
    });

    it('forgets why a session ended once it would have expired anyway', async () => {
      // A second: long enough that a loaded machine still asks before it expires.
      const short = await store.create('ending-user', 1_000);
      const long = await store.create('ending-user', HOUR);
      await store.revokeAllOf('ending-user', 'password-changed');
      expect(await store.endOf(short.id)).toBe('password-changed');
      await sleep(1_100);
      expect(await store.endOf(short.id)).toBeNull();
      expect(await store.endOf(long.id)).toBe('password-changed');
    });

    it('answers null once a session has expired', async () => {
      const short = await store.create('expiring-user', 150);
      const long = await store.create('expiring-user', HOUR);
      expect(await store.get(short.id)).toEqual(short);
      await sleep(250);
      expect(await store.get(short.id)).toBeNull();
      expect(await store.get(long.id)).toEqual(long);
      expect(await store.liveSessionsOf('expiring-user')).toEqual([long]);
    });

    it('refuses a session without a user or with a lifetime that is not a positive whole number', async () => {
      await expect(store.create('', HOUR)).rejects.toThrow(/user/);
      await expect(store.create('user-1', 0)).rejects.toThrow(/lifetime/);
      await expect(store.create('user-1', -5)).rejects.toThrow(/lifetime/);
      await expect(store.create('user-1', 1.5)).rejects.toThrow(/lifetime/);
    });
  });
}
