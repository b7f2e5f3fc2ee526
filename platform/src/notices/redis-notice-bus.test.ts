import { Redis } from 'ioredis';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { testRedisUrl } from '@iec-bets/testing';
import { openRedisNoticeBus } from './redis-notice-bus.js';
import { describeNoticeBusContract, uniqueChannel } from './test-support/notice-bus-contract.js';

const url = testRedisUrl();

describeNoticeBusContract('Redis', async (logger) => {
  const bus = openRedisNoticeBus({ url, logger });
  return { bus, cleanup: () => bus.close() };
});

describe('Redis notice bus', () => {
  it('fans a notice out to every process subscribed on the same Redis', async () => {
    const projector = openRedisNoticeBus({ url });
    const replicaA = openRedisNoticeBus({ url });
    const replicaB = openRedisNoticeBus({ url });
    try {
      const channel = uniqueChannel('projector');
      const heardByA: unknown[] = [];
      const heardByB: unknown[] = [];
      await replicaA.subscribe(channel, (message) => heardByA.push(message));
      await replicaB.subscribe(channel, (message) => heardByB.push(message));
      await projector.publish(channel, { position: 17 });
      await vi.waitFor(() => {
        expect(heardByA).toEqual([{ position: 17 }]);
        expect(heardByB).toEqual([{ position: 17 }]);
      });
    } finally {
      await Promise.all([projector.close(), replicaA.close(), replicaB.close()]);
    }
  });

  it('subscribes to two channels at once on a connection that has only just been opened, every time', async () => {
    // A query-service subscribes to its two channels right after opening the bus; on a fresh connection those two
    // SUBSCRIBEs once raced the connection's ready check and failed about 4 starts in 10.
    const logLines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
    for (let start = 0; start < 60; start++) {
      const bus = openRedisNoticeBus({ url, logger });
      const publisher = openRedisNoticeBus({ url });
      try {
        // The service opens its other stores first, so its SUBSCRIBEs land anywhere in the connection's start-up.
        for (let turn = 0; turn < start % 12; turn++) await new Promise((resolve) => setImmediate(resolve));
        const watermark = uniqueChannel('projector');
        const feed = uniqueChannel('realtime');
        const heard: unknown[] = [];
        await Promise.all([
          bus.subscribe(watermark, (message) => heard.push(['watermark', message])),
          bus.subscribe(feed, (message) => heard.push(['feed', message])),
        ]);
        await publisher.publish(watermark, { position: start });
        await publisher.publish(feed, { start });
        await vi.waitFor(() => expect(heard).toEqual([['watermark', { position: start }], ['feed', { start }]]));
      } finally {
        await Promise.all([bus.close(), publisher.close()]);
      }
    }
    expect(logLines).toEqual([]);
  });

  it('subscribes again by itself when the server drops its connection, and hears what is published afterwards', async () => {
    const connectionName = uniqueChannel('dropped-subscriber');
    const bus = openRedisNoticeBus({ url, connectionName, logger: pino({ level: 'silent' }) });
    const publisher = openRedisNoticeBus({ url });
    const admin = new Redis(url);
    try {
      const channel = uniqueChannel('projector');
      const heard: unknown[] = [];
      await bus.subscribe(channel, (message) => heard.push(message));
      await publisher.publish(channel, { position: 1 });
      await vi.waitFor(() => expect(heard).toEqual([{ position: 1 }]));

      // The server drops the subscribed connection, as a Redis restart or a failover would (only this bus's: other
      // test files share the server).
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
      const ids = clients.filter((line) => line.includes(` name=${connectionName} `)).map((line) => /^id=(\d+)/.exec(line)?.[1]);
      expect(ids).toHaveLength(1);
      expect(await admin.client('KILL', 'ID', ids[0]!)).toBe(1);
      await vi.waitFor(
        async () => {
          await publisher.publish(channel, { position: 2 });
          expect(heard).toContainEqual({ position: 2 });
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(bus.isReachable?.()).toBe(true);
    } finally {
      await Promise.all([bus.close(), publisher.close(), admin.quit()]);
    }
  });

  it('logs and ignores a message on the channel that is not JSON', async () => {
    const logLines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
    const bus = openRedisNoticeBus({ url, logger });
    const raw = new Redis(url);
    try {
      const channel = uniqueChannel('projector');
      const received: unknown[] = [];
      await bus.subscribe(channel, (message) => received.push(message));
      await raw.publish(channel, '{not json');
      await raw.publish(channel, JSON.stringify({ position: 3 }));
      await vi.waitFor(() => expect(received).toEqual([{ position: 3 }]));
      const warnings = logLines.map((line) => JSON.parse(line) as { msg: string; channel: string });
      expect(warnings).toEqual([expect.objectContaining({ msg: 'Ignoring a notice that is not JSON', channel })]);
    } finally {
      await bus.close();
      await raw.quit();
    }
  });
});
