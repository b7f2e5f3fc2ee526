import { ReadModel, type UsernameSuffixDocument } from '@iec-bets/contracts';
import { events, recordEvents } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { changesOf } from './apply-events.js';
import { ProjectionBatch } from './projection-batch.js';
import { usernameSuffixesProjection } from './projections/username-suffixes-projection.js';
import { givenEvents } from './test-support/given-events.js';

const suffixes = ReadModel.usernameSuffixes;
const projections = [usernameSuffixesProjection];

describe('a projection that writes without reading (the username suffixes)', () => {
  it("works a registration out without asking the store for anything, and a deletion too, whose documents it has not read", async () => {
    const [registered, deleted] = recordEvents([
      { event: events.registered('u1', 'Thabo'), at: '2025-02-01T08:00:00Z' },
      { event: events.userDeleted('u1', 'Thabo'), at: '2025-02-02T08:00:00Z' },
    ]);
    const models = await givenEvents([]);

    const writing = new ProjectionBatch(models.store);
    expect(changesOf(writing, registered!, projections).map((change) => [change.id, change.doc?.suffix])).toEqual([
      ['thabo!u1', 'thabo'],
      ['habo!u1', 'habo'],
      ['abo!u1', 'abo'],
      ['bo!u1', 'bo'],
    ]);
    const deleting = new ProjectionBatch(models.store);
    expect(changesOf(deleting, deleted!, projections).map((change) => [change.id, change.doc])).toEqual([
      ['thabo!u1', undefined],
      ['habo!u1', undefined],
      ['abo!u1', undefined],
      ['bo!u1', undefined],
    ]);
    // Nothing was looked up: a read-back would have cost a read at a random place in the store per suffix.
    expect(writing.hasMissing()).toBe(false);
    expect(deleting.hasMissing()).toBe(false);
  });

  it('takes out the suffixes an earlier batch stored when the account is deleted in a later one', async () => {
    const models = await givenEvents(
      [
        { event: events.registered('u1', 'Thabo'), at: '2025-02-01T08:00:00Z' },
        { event: events.registered('u2', 'bongani'), at: '2025-02-01T08:01:00Z' },
      ],
      { batchSize: 1 },
    );
    await models.followedBy([{ event: events.userDeleted('u1', 'Thabo'), at: '2025-02-02T08:00:00Z' }]);
    const left = await models.documents<UsernameSuffixDocument>(suffixes);
    expect(new Set(left.map((suffix) => suffix.userId))).toEqual(new Set(['u2']));
    expect(left).toHaveLength('bongani'.length - 1);
  });
});
