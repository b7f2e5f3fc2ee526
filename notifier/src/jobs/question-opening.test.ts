import { streams } from '@iec-bets/contracts';
import { events } from '@iec-bets/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../test-support/notifier-harness.js';
import { openingTimeOf } from './question-opening.js';

let h: Harness;
afterEach(async () => h?.close());

describe("a new question's alerts", () => {
  it('open at South African midnight of the question’s day', () => {
    // 13:00 in Johannesburg on 24 November opens at 22:00 UTC on the 23rd.
    expect(new Date(openingTimeOf('2026-11-24T11:00:00Z')).toISOString()).toBe('2026-11-23T22:00:00.000Z');
    // 00:30 on the 24th there is 22:30 UTC on the 23rd, and opens that same midnight.
    expect(new Date(openingTimeOf('2026-11-23T22:30:00Z')).toISOString()).toBe('2026-11-23T22:00:00.000Z');
  });

  it("go out at once for today's question, and wait for its day for one published ahead of it", async () => {
    h = startHarness({ queues: 'in-process' });
    await h.user('thandi', { email: 'thandi@example.co.za', emailNotifications: true });
    await h.start();
    const dayAfterTomorrow = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString();
    await h.append(streams.question('q-ahead'), [events.drafted('q-ahead', dayAfterTomorrow), events.published('q-ahead')]);
    await h.publish('q-today');

    await vi.waitFor(() => expect(h.channels.sent.map((call) => call.alert)).toEqual([expect.objectContaining({ kind: 'new-question', questionId: 'q-today' })]), {
      timeout: 10_000,
    });
    expect(await h.fanOutQueue.counts()).toMatchObject({ delayed: 1 });
  });
});
