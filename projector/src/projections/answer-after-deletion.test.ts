import { ReadModel } from '@iec-bets/contracts';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents, snapshotReadModels } from '../test-support/given-events.js';

/**
 * A request that passed its session check before the account's deletion can still land its answer after it: the
 * deletion records itself and then ends the sessions, and a replica may have let the request in meanwhile. The log
 * keeps that answer; the read models must not bring the person back through it.
 */
describe('an answer recorded after its account was deleted', () => {
  const history = (withLateAnswer: boolean): ScriptedEvent[] => [
    { event: events.registered('gone'), at: '2025-03-01T08:00:00Z' },
    { event: events.registered('stays'), at: '2025-03-01T08:00:00Z' },
    { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
    { event: events.published('q1'), at: '2025-03-01T10:00:00Z' },
    { event: events.drafted('q2', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
    { event: events.published('q2'), at: '2025-03-01T10:00:00Z' },
    { event: events.answered('q1', 'gone', 'yes'), at: '2025-03-10T08:00:00Z', actorId: 'gone' },
    { event: events.answered('q1', 'stays', 'no'), at: '2025-03-10T08:30:00Z', actorId: 'stays' },
    { event: events.userDeleted('gone'), at: '2025-03-10T09:00:00Z', actorId: 'gone' },
    ...(withLateAnswer ? [{ event: events.answered('q2', 'gone', 'no'), at: '2025-03-10T09:00:01Z', actorId: 'gone' }] : []),
  ];

  /** Every read model but the log's seals, which count every event the log holds, this one included. */
  const withoutSeals = async (models: Awaited<ReturnType<typeof givenEvents>>) => {
    const { [ReadModel.logSeals]: _seals, ...rest } = await snapshotReadModels(models.store);
    return rest;
  };

  it.each([
    ['in the batch of the deletion', undefined],
    ['in a batch after it', 9],
  ])('leaves no trace: no activity, no answer, no count, no voter (%s)', async (_, batchSize) => {
    const late = await givenEvents(history(true), batchSize === undefined ? {} : { batchSize });
    const never = await givenEvents(history(false));
    expect(await late.document(ReadModel.userActivity, 'gone')).toBeNull();
    expect(await withoutSeals(late)).toEqual(await withoutSeals(never));
  });

  it('still counts the answers the person gave before the deletion, as an id with no name', async () => {
    const models = await givenEvents(history(true));
    expect((await models.documents(ReadModel.answers)).map((answer) => answer.id).sort()).toEqual(['q1:gone', 'q1:stays']);
    expect(await models.document(ReadModel.users, 'gone')).toBeNull();
  });
});
