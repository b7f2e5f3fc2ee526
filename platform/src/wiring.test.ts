import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRedisUrl } from '@iec-bets/testing';
import { loadConfig } from './config.js';
import { openSqliteEventStore } from './event-store/sqlite-event-store.js';
import { openSqlitePersonalDataKeys } from './personal-data/sqlite-personal-data-keys.js';
import { SqliteDatabase } from './sqlite/sqlite-driver.js';
import { openStores, type Stores } from './wiring.js';

const metadata = () => ({
  actorId: null,
  correlationId: 'correlation-1',
  causationId: null,
  occurredAt: new Date().toISOString(),
});

describe('openStores', () => {
  let root: string;
  const open: Stores[] = [];
  const openFor = async (env: Record<string, string>, role = 'test') => {
    const stores = await openStores(loadConfig({ LOG_LEVEL: 'silent', ...env }), { role });
    open.push(stores);
    return stores;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'wiring-'));
  });
  afterEach(async () => {
    for (const stores of open.splice(0)) await stores.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps everything in SQLite files in DATA_DIR when no server is configured, across a restart', async () => {
    const dataDir = join(root, 'not', 'yet', 'there');
    const first = await openFor({ DATA_DIR: dataDir });
    const appended = await first.eventStore.append('user-u1', [{ type: 'AdminGranted', data: { userId: 'u1' } }], {
      expectedRevision: 'no_stream',
      metadata: metadata(),
    });
    await first.readStore.commit({
      writes: [{ kind: 'put', collection: 'users', doc: { id: 'u1', isAdmin: true } }],
      checkpoint: { name: 'projector', position: appended.position },
    });
    const session = await first.sessionStore.create('u1', 60_000);
    await first.close();
    open.splice(0);

    expect(readdirSync(dataDir)).toEqual(
      expect.arrayContaining(['events.sqlite', 'read-models.sqlite', 'sessions.sqlite']),
    );
    const second = await openFor({ DATA_DIR: dataDir });
    expect((await second.eventStore.readStream('user-u1')).map((event) => event.type)).toEqual(['AdminGranted']);
    expect(await second.readStore.get('users', 'u1')).toEqual({ id: 'u1', isAdmin: true });
    expect(await second.readStore.checkpoint('projector')).toBe(appended.position);
    expect(await second.sessionStore.get(session.id)).toEqual(session);
  });

  it("blanks, once, an older version's erased data left in the log's file: when the product opens it, not the command line", async () => {
    const dataDir = join(root, 'old-log');
    mkdirSync(dataDir);
    // What an older version left: an account in the clear, its key erased and its deletion recorded.
    const log = openSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    const keys = openSqlitePersonalDataKeys({ file: join(dataDir, 'personal-data-keys.sqlite') });
    const registered = { userId: 'u-old', username: 'old', name: 'Lerato Oldversion', email: 'lerato.old@example.org', phoneNumber: null, passwordHash: 'h' };
    await log.append('user-u-old', [{ type: 'UserRegistered', data: registered }], { expectedRevision: 'no_stream', metadata: metadata() });
    await keys.erase('u-old');
    await log.append('user-u-old', [{ type: 'UserDeleted', data: { userId: 'u-old', username: 'old' } }], { expectedRevision: 0, metadata: metadata() });
    await log.close();
    await keys.close();
    // Begun by that version: never marked swept.
    const file = new SqliteDatabase(join(dataDir, 'events.sqlite'));
    file.pragma('user_version = 1');
    file.close();
    const fileHolds = () => readFileSync(join(dataDir, 'events.sqlite')).includes('lerato.old@example.org');
    expect(fileHolds()).toBe(true);

    // `iec-bets verify` or `export` of a copy leave it as given.
    await (await openFor({ DATA_DIR: dataDir })).close();
    open.splice(0);
    expect(fileHolds()).toBe(true);
    const product = await openStores(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), { sweepPastErasures: true });
    open.push(product);
    expect(fileHolds()).toBe(false);
    expect((await product.eventStore.readStream('user-u-old'))[0]!.data).toMatchObject({ name: '', email: null });
  });

  it('passes notices within the process when no Redis is configured', async () => {
    const stores = await openFor({ DATA_DIR: join(root, 'data') });
    const heard: unknown[] = [];
    await stores.noticeBus.subscribe('projector', (message) => heard.push(message));
    await stores.noticeBus.publish('projector', { position: 1 });
    await vi.waitFor(() => expect(heard).toEqual([{ position: 1 }]));
  });

  it('keeps sessions and notices in Redis when REDIS_URL is set, shared by every process', async () => {
    const redisUrl = testRedisUrl();
    const commandSide = await openFor({ DATA_DIR: join(root, 'a'), REDIS_URL: redisUrl }, 'command-service');
    const querySide = await openFor({ DATA_DIR: join(root, 'b'), REDIS_URL: redisUrl }, 'query-service');

    const session = await commandSide.sessionStore.create('u1', 60_000);
    expect(await querySide.sessionStore.get(session.id)).toEqual(session);
    expect(existsSync(join(root, 'a', 'sessions.sqlite'))).toBe(false);

    const channel = `projector-${session.id.slice(0, 8)}`;
    const heard: unknown[] = [];
    await querySide.noticeBus.subscribe(channel, (message) => heard.push(message));
    await commandSide.noticeBus.publish(channel, { position: 5 });
    await vi.waitFor(() => expect(heard).toEqual([{ position: 5 }]));
  });
});
