import { LOG_HEAD_ID, ReadModel, type LogSealDocument } from '@iec-bets/contracts';
import { nextHeadHash } from '@iec-bets/platform';
import { events } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';

const seals = async (models: Awaited<ReturnType<typeof givenEvents>>) =>
  (await models.documents<LogSealDocument>(ReadModel.logSeals)).map(({ _position, ...seal }) => seal);

describe('daily seals of the log', () => {
  const script = [
    { event: events.registered('u1'), at: '2026-05-01T08:00:00Z' },
    { event: events.drafted('q1', '2026-05-02T08:00:00Z'), at: '2026-05-01T09:00:00Z' },
    // 22:30 UTC is already 2 May in South Africa: the first event of a new day.
    { event: events.published('q1'), at: '2026-05-01T22:30:00Z' },
    { event: events.registered('u2'), at: '2026-05-02T10:00:00Z' },
  ];

  it("keeps the running head over every event's link, and fixes each day's head when the next day begins", async () => {
    const models = await givenEvents(script);
    const hashes = models.events.map((event) => event.metadata.hash!);
    const heads = hashes.reduce<string[]>((acc, hash) => [...acc, nextHeadHash(acc.at(-1) ?? null, hash)], []);
    const [first, , , fourth] = models.events;

    expect(await seals(models)).toEqual([
      { id: '2026-05-01', day: '2026-05-01', closed: true, lastPosition: first!.position + 1, eventCount: 2, headHash: heads[1] },
      { id: LOG_HEAD_ID, day: '2026-05-02', closed: false, lastPosition: fourth!.position, eventCount: 4, headHash: heads[3] },
    ]);
  });

  it('computes the same seals whatever the batches the log is projected in', async () => {
    const whole = await givenEvents(script);
    const oneByOne = await givenEvents(script, { batchSize: 1 });
    // The scripts record the same events with new random ids, so the links, which cover no id, are equal.
    expect(await seals(oneByOne)).toEqual(await seals(whole));
  });

  it('lets a clock that steps back keep the event on the day the log has reached', async () => {
    const models = await givenEvents([
      { event: events.registered('u1'), at: '2026-05-02T08:00:00Z' },
      { event: events.registered('u2'), at: '2026-05-01T21:59:59Z' },
    ]);

    expect((await seals(models)).map(({ id, day, eventCount }) => ({ id, day, eventCount }))).toEqual([
      { id: LOG_HEAD_ID, day: '2026-05-02', eventCount: 2 },
    ]);
  });
});
