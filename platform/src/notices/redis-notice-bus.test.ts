import { Redis } from 'ioredis';
import { pino } from 'pino';
import { describe, expect, inject, it, vi } from 'vitest';
import { openRedisNoticeBus } from './redis-notice-bus.js';
import { describeNoticeBusContract, uniqueChannel } from './test-support/notice-bus-contract.js';

const url = inject('redisUrl');

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
