import { expectedLink, nextHeadHash, type StoredEvent } from '@iec-bets/platform';
import { describe, expect, it } from 'vitest';
import { ChainChecker } from './check-chains.js';

/** A log as a store writes it: events of two streams, interleaved, each linked to its stream's previous event. */
function log(): StoredEvent[] {
  const plan: Array<[streamId: string, type: string, data: object, occurredAt: string]> = [
    ['question-q1', 'QuestionPublished', { questionId: 'q1' }, '2026-05-01T08:00:00.000Z'],
    ['user-u1', 'AdminGranted', { userId: 'u1' }, '2026-05-01T09:00:00.000Z'],
    ['question-q1', 'QuestionArchived', { questionId: 'q1' }, '2026-05-02T08:00:00.000Z'],
  ];
  const last = new Map<string, { revision: number; hash: string }>();
  return plan.map(([streamId, type, data, occurredAt], index) => {
    const before = last.get(streamId);
    const revision = before ? before.revision + 1 : 0;
    const metadata = { actorId: 'admin-1', correlationId: `c${index}`, causationId: null, occurredAt, schemaVersion: 1 };
    const link = expectedLink({ streamId, revision, type, data, metadata }, before?.hash ?? null);
    last.set(streamId, { revision, hash: link.hash });
    return { position: index + 1, streamId, revision, type, data, metadata: { ...metadata, ...link } };
  });
}

function check(events: StoredEvent[]) {
  const checker = new ChainChecker();
  checker.check(events);
  return checker.result();
}

describe('checking the chains of a stored log', () => {
  it('finds an untouched log intact, and gives its seals and head', () => {
    const events = log();
    const heads = events.reduce<string[]>((acc, event) => [...acc, nextHeadHash(acc.at(-1) ?? null, event.metadata.hash!)], []);

    const result = check(events);

    expect(result).toMatchObject({ events: 3, streams: 2, broken: undefined });
    expect(result.seals).toEqual([{ day: '2026-05-01', lastPosition: 2, eventCount: 2, headHash: heads[1] }]);
    expect(result.head).toEqual({ day: '2026-05-02', lastPosition: 3, eventCount: 3, headHash: heads[2] });
  });

  it.each([
    ['its data', (event: StoredEvent) => ({ ...event, data: { questionId: 'q2' } }), 'its hash does not match its content'],
    ['its type', (event: StoredEvent) => ({ ...event, type: 'QuestionDeleted' }), 'its hash does not match its content'],
    ['its time', (event: StoredEvent) => ({ ...event, metadata: { ...event.metadata, occurredAt: '2026-05-03T08:00:00.000Z' } }), 'its hash does not match its content'],
    ['its link', (event: StoredEvent) => ({ ...event, metadata: { ...event.metadata, previousHash: 'e'.repeat(64) } }), 'it does not link to the event before it'],
    ['its link, removed', (event: StoredEvent) => ({ ...event, metadata: { ...event.metadata, hash: undefined } }), 'it carries no chain link'],
  ])('names the event whose %s was changed', (_, alter, reason) => {
    const events = log();
    events[2] = alter(events[2]!);

    const { broken } = check(events);

    expect(broken).toEqual({ position: 3, streamId: 'question-q1', revision: 1, type: events[2]!.type, reason: expect.stringContaining(reason) });
  });

  it("names a stream's event whose predecessors were removed", () => {
    const events = log().filter((event) => event.position !== 1);

    expect(check(events).broken).toMatchObject({ position: 3, reason: expect.stringContaining('events before it are missing') });
  });

  it('stops at the first broken event and reads no further', () => {
    const events = log();
    events[0] = { ...events[0]!, data: { questionId: 'altered' } };
    const checker = new ChainChecker();

    expect(checker.check(events)).toBe(false);
    expect(checker.result()).toMatchObject({ events: 1, broken: { position: 1 } });
  });
});
