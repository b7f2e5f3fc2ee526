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
  const storedRows = () => {
    const raw = new SqliteDatabase(file, { readonly: true });
    try {
      return raw.prepare('SELECT count(*) FROM sessions').pluck().get();
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
});
