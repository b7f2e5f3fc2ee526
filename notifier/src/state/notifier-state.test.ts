import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '@iec-bets/platform';
import { testRedisUrl } from '@iec-bets/testing';
import { DELIVERED_MARK_TTL_MS, type NotifierState } from './notifier-state.js';
import { openRedisNotifierState } from './redis-notifier-state.js';
import { openSqliteNotifierState } from './sqlite-notifier-state.js';

const dir = mkdtempSync(join(tmpdir(), 'iec-notifier-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the same state twice, as a restarted process does. */
const adapters: Array<[string, () => (() => NotifierState)]> = [
  [
    'SQLite',
    () => {
      const file = join(dir, `${randomUUID()}.sqlite`);
      return () => openSqliteNotifierState({ file });
    },
  ],
  [
    'Redis',
    () => {
      const prefix = `state-test-${randomUUID()}`;
      return () => openRedisNotifierState({ url: testRedisUrl(), prefix });
    },
  ],
];

describe.each(adapters)('%s notifier state', (_, place) => {
  it('has no checkpoint before the first start, and keeps a saved one (0 included) across a restart', async () => {
    const open = place();
    const first = open();
    expect(await first.checkpoint()).toBeNull();
    await first.saveCheckpoint(0);
    expect(await first.checkpoint()).toBe(0);
    await first.saveCheckpoint(42);
    await first.close();
    const second = open();
    expect(await second.checkpoint()).toBe(42);
    await second.close();
  });

  it('remembers which deliveries went out, across a restart', async () => {
    const open = place();
    const first = open();
    expect(await first.wasDelivered('e1:u1:email')).toBe(false);
    await first.markDelivered('e1:u1:email');
    await first.markDelivered('e1:u1:email');
    await first.close();
    const second = open();
    expect(await second.wasDelivered('e1:u1:email')).toBe(true);
    expect(await second.wasDelivered('e1:u2:email')).toBe(false);
    await second.close();
  });
});

describe('SQLite notifier state over many alerts', () => {
  it('drops delivered marks older than their time, so the file does not grow with every alert ever sent', async () => {
    let now = 1_000_000;
    const state = openSqliteNotifierState({ file: join(dir, `${randomUUID()}.sqlite`), now: () => now });
    await state.markDelivered('e0:u0:email');
    now += DELIVERED_MARK_TTL_MS + 1;
    // Old marks are dropped every thousand new ones.
    for (let n = 1; n <= 1_000; n++) await state.markDelivered(`e1:u${n}:email`);
    expect(await state.wasDelivered('e0:u0:email')).toBe(false);
    expect(await state.wasDelivered('e1:u1000:email')).toBe(true);
    await state.close();
  });

  it('finds the marks past their time by an index, not by reading every mark', async () => {
    const file = join(dir, `${randomUUID()}.sqlite`);
    await openSqliteNotifierState({ file }).close();
    const db = new SqliteDatabase(file, { readonly: true });
    const plan = db.prepare<[], { detail: string }>('EXPLAIN QUERY PLAN DELETE FROM delivered WHERE at < 5').all();
    db.close();
    expect(plan.map((step) => step.detail)).toEqual([expect.stringMatching(/^SEARCH delivered USING (COVERING )?INDEX delivered_by_time \(at<\?\)$/)]);
  });
});
