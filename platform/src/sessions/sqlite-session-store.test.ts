import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionStore } from './session-store.js';
import { openSqliteSessionStore } from './sqlite-session-store.js';
import { describeSessionStoreContract } from './test-support/session-store-contract.js';

describeSessionStoreContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
  const store = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite session store', () => {
  let dir: string;
  let file: string;
  let store: SessionStore;
  const storedRows = (table = 'sessions') => {
    const raw = new SqliteDatabase(file, { readonly: true });
    try {
      return raw.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
    } finally {
      raw.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sessions-'));
    file = join(dir, 'sessions.sqlite');
    store = openSqliteSessionStore({ file });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps sessions across a restart', async () => {
    const session = await store.create('user-1', 60_000);
    await store.close();
    store = openSqliteSessionStore({ file });
    expect(await store.get(session.id)).toEqual(session);
  });

  it('deletes expired sessions instead of keeping them forever', async () => {
    const first = await store.create('user-1', 100);
    await store.create('user-2', 100);
    await sleep(200);
    expect(storedRows()).toBe(2);
    expect(await store.get(first.id)).toBeNull();
    expect(storedRows()).toBe(1);
    await store.create('user-3', 60_000);
    expect(storedRows()).toBe(1);
  });

  it('keeps why sessions ended across a restart, holding nothing about the person, and sweeps it once they would have expired', async () => {
    // A second: long enough that a loaded machine still ends it before it expires, which a tenth of one was not.
    const short = await store.create('user-1', 1_000);
    const long = await store.create('user-1', 60_000);
    await store.revokeAllOf('user-1', 'account-deleted');
    await store.close();
    store = openSqliteSessionStore({ file });
    expect(await store.endOf(long.id)).toBe('account-deleted');
    const raw = new SqliteDatabase(file, { readonly: true });
    try {
      expect(raw.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all('ended_sessions')).toEqual(['id', 'reason', 'expires_at']);
    } finally {
      raw.close();
    }
    await sleep(1_100);
    expect(storedRows('ended_sessions')).toBe(2);
    await store.create('user-2', 60_000);
    expect(storedRows('ended_sessions')).toBe(1);
    expect(await store.endOf(short.id)).toBeNull();
  });
});
