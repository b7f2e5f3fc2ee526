import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberSessions } from './remembered-sessions.js';
import type { SessionStore } from './session-store.js';
import { openSqliteSessionStore } from './sqlite-session-store.js';
import { describeSessionStoreContract } from './test-support/session-store-contract.js';

describeSessionStoreContract('SQLite, remembered in memory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
  const store = rememberSessions(openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') }), {
    rememberMs: 5_000,
    maxEntries: 100,
  });
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('remembered sessions', () => {
  let dir: string;
  let file: string;
  let clock: number;
  let store: SessionStore;
  /** Removes a session behind the cache's back, as only another process could. */
  const deleteRow = (id: string) => {
    const raw = new SqliteDatabase(file);
    try {
      raw.prepare('DELETE FROM sessions WHERE id = ?').run(id);
    } finally {
      raw.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'remembered-sessions-'));
    file = join(dir, 'sessions.sqlite');
    clock = Date.now();
    store = rememberSessions(openSqliteSessionStore({ file }), { rememberMs: 1_000, maxEntries: 2, now: () => clock });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a repeated look-up from memory until rememberMs has passed', async () => {
    const session = await store.create('u1', 60_000);
    expect(await store.get(session.id)).toMatchObject({ userId: 'u1' });
    deleteRow(session.id);
    clock += 999;
    expect(await store.get(session.id)).toMatchObject({ userId: 'u1' });
    clock += 2;
    expect(await store.get(session.id)).toBeNull();
  });

  it('forgets a revoked session at once', async () => {
    const session = await store.create('u1', 60_000);
    await store.get(session.id);
    await store.revoke(session.id);
    expect(await store.get(session.id)).toBeNull();
  });

  it("forgets every remembered session of a user whose sessions are all ended, and keeps others'", async () => {
    const first = await store.create('u1', 60_000);
    const other = await store.create('u2', 60_000);
    await store.get(first.id);
    await store.get(other.id);
    await store.revokeAllOf('u1', 'account-deleted');
    expect(await store.get(first.id)).toBeNull();
    expect(await store.get(other.id)).toMatchObject({ userId: 'u2' });
  });

  it('keeps remembering the session a revocation keeps, and forgets the others of its user', async () => {
    const changer = await store.create('u1', 60_000);
    const phone = await store.create('u1', 60_000);
    await store.get(changer.id);
    await store.get(phone.id);
    await store.revokeAllOf('u1', 'password-changed', { keep: changer.id });
    // Gone from the store behind the memory's back: only the memory can still answer for it.
    deleteRow(changer.id);
    expect(await store.get(changer.id)).toMatchObject({ userId: 'u1' });
    expect(await store.get(phone.id)).toBeNull();
    expect(await store.endOf(phone.id)).toBe('password-changed');
  });

  it('never answers with a session past its expiry, even one it remembers', async () => {
    const session = await store.create('u1', 500);
    await store.get(session.id);
    clock = session.expiresAt.getTime();
    expect(await store.get(session.id)).toBeNull();
  });

  it('forgets the least recently looked-up session beyond maxEntries', async () => {
    const [a, b, c] = [await store.create('a', 60_000), await store.create('b', 60_000), await store.create('c', 60_000)];
    await store.get(a.id);
    await store.get(b.id);
    await store.get(a.id);
    await store.get(c.id);
    for (const session of [a, b, c]) deleteRow(session.id);
    expect(await store.get(a.id)).toMatchObject({ userId: 'a' });
    expect(await store.get(c.id)).toMatchObject({ userId: 'c' });
    expect(await store.get(b.id)).toBeNull();
  });
});
