import { randomBytes } from 'node:crypto';
import { pino, type Logger } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeBus } from '../notice-bus.js';

export interface OpenedNoticeBus {
  bus: NoticeBus;
  cleanup(): Promise<void>;
}

/** A channel no other test uses, since buses of several test files may share one Redis. */
export function uniqueChannel(name: string): string {
  return `${name}-${randomBytes(6).toString('hex')}`;
}

/** The behaviour every notice-bus adapter must show; `open` must give the bus the logger it is handed. */
export function describeNoticeBusContract(name: string, open: (logger: Logger) => Promise<OpenedNoticeBus>): void {
  describe(`${name} notice bus contract`, () => {
    let opened: OpenedNoticeBus;
    let bus: NoticeBus;
    let logged: Array<{ level: number; msg: string; channel?: string }>;

    beforeEach(async () => {
      logged = [];
      opened = await open(pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) }));
      bus = opened.bus;
    });
    afterEach(async () => {
      await opened.cleanup();
    });

    const recorder = () => {
      const received: unknown[] = [];
      return { received, handler: (message: unknown) => void received.push(message) };
    };

    it('delivers what is published on a channel to its subscriber', async () => {
      const channel = uniqueChannel('projector');
      const { received, handler } = recorder();
      await bus.subscribe(channel, handler);
      const notice = { position: 42, readModels: ['results', 'leaderboard'], at: '2026-11-22T12:00:00.000Z', done: true };
      await bus.publish(channel, notice);
      await bus.publish(channel, 'plain text');
      await bus.publish(channel, null);
      await vi.waitFor(() => expect(received).toEqual([notice, 'plain text', null]));
    });

    it('keeps the order of the messages of a channel', async () => {
      const channel = uniqueChannel('positions');
      const { received, handler } = recorder();
      await bus.subscribe(channel, handler);
      const positions = Array.from({ length: 30 }, (_, i) => i + 1);
      for (const position of positions) await bus.publish(channel, { position });
      await vi.waitFor(() => expect(received).toEqual(positions.map((position) => ({ position }))));
    });

    it('delivers to every subscriber of the channel and to no other channel', async () => {
      const projector = uniqueChannel('projector');
      const other = uniqueChannel('other');
      const first = recorder();
      const second = recorder();
      const elsewhere = recorder();
      await bus.subscribe(projector, first.handler);
      await bus.subscribe(projector, second.handler);
      await bus.subscribe(other, elsewhere.handler);
      await bus.publish(projector, { position: 1 });
      await bus.publish(other, { position: 'other' });
      await vi.waitFor(() => expect(elsewhere.received).toEqual([{ position: 'other' }]));
      expect(first.received).toEqual([{ position: 1 }]);
      expect(second.received).toEqual([{ position: 1 }]);
    });

    it('gives each subscriber its own copy of a message', async () => {
      const channel = uniqueChannel('copies');
      const seen: unknown[] = [];
      await bus.subscribe(channel, (message) => {
        (message as { position: number }).position = -1;
      });
      await bus.subscribe(channel, (message) => seen.push(message));
      await bus.publish(channel, { position: 7 });
      await vi.waitFor(() => expect(seen).toEqual([{ position: 7 }]));
    });

    it('stops delivering to a subscription once it has ended, and only to that one', async () => {
      const channel = uniqueChannel('projector');
      const ended = recorder();
      const kept = recorder();
      const end = await bus.subscribe(channel, ended.handler);
      await bus.subscribe(channel, kept.handler);
      await bus.publish(channel, 1);
      await vi.waitFor(() => expect(ended.received).toEqual([1]));
      await end();
      await bus.publish(channel, 2);
      await vi.waitFor(() => expect(kept.received).toEqual([1, 2]));
      expect(ended.received).toEqual([1]);
    });

    it('delivers again to a channel subscribed anew after its last subscription ended', async () => {
      const channel = uniqueChannel('projector');
      const before = recorder();
      await (await bus.subscribe(channel, before.handler))();
      const after = recorder();
      await bus.subscribe(channel, after.handler);
      await bus.publish(channel, 'back');
      await vi.waitFor(() => expect(after.received).toEqual(['back']));
      expect(before.received).toEqual([]);
    });

    it('goes on delivering when a subscriber throws, and logs the failure', async () => {
      const channel = uniqueChannel('projector');
      const { received, handler } = recorder();
      await bus.subscribe(channel, () => {
        throw new Error('subscriber bug');
      });
      await bus.subscribe(channel, handler);
      await bus.publish(channel, 1);
      await bus.publish(channel, 2);
      await vi.waitFor(() => expect(received).toEqual([1, 2]));
      expect(logged.filter((line) => line.level >= 50 && line.channel === channel)).toHaveLength(2);
    });

    it('refuses a message that has no JSON form', async () => {
      const channel = uniqueChannel('projector');
      await expect(bus.publish(channel, undefined)).rejects.toThrow(/JSON/);
      await expect(bus.publish(channel, () => 1)).rejects.toThrow(/JSON/);
      await expect(bus.publish(channel, { position: 10n })).rejects.toThrow(/JSON/);
    });
  });
}
