import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRedisUrl } from '@iec-bets/testing';
import { loadConfig } from './config.js';
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
