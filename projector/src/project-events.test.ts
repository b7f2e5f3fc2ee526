import { ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { projectEvents } from './project-events.js';
import { givenEvents, snapshotReadModels } from './test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';

const script: ScriptedEvent[] = [
  { event: events.registered('u1'), at: '2025-03-01T08:00:00Z' },
  { event: events.registered('u2'), at: '2025-03-01T08:00:00Z' },
  { event: events.adminGranted('u1'), at: '2025-03-01T08:30:00Z' },
  { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
  { event: events.drafted('q2', '2025-03-11T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
  { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
  { event: events.published('q2'), at: '2025-03-02T10:00:00Z' },
  { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
  { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:00:00Z' },
  { event: events.answered('q2', 'u1', 'no'), at: '2025-03-11T08:00:00Z' },
  { event: events.resolved('q1', 'yes'), at: '2025-03-12T10:00:00Z' },
  { event: events.deleted('q2'), at: '2025-03-13T10:00:00Z' },
];

describe('projecting events', () => {
  it('moves the checkpoint to the last event of the batch', async () => {
    const models = await givenEvents(script);
    expect(await models.store.checkpoint('projector')).toBe(script.length);
  });

  it('changes nothing when the same batch is applied twice', async () => {
    const models = await givenEvents(script);
    const once = await snapshotReadModels(models.store);
    await projectEvents(models.store, models.events);
    expect(await snapshotReadModels(models.store)).toEqual(once);
    expect(once[ReadModel.answers]).toHaveLength(2);
  });

  it('changes nothing when older events come again after newer ones, one by one', async () => {
    const models = await givenEvents(script, { batchSize: 5 });
    const once = await snapshotReadModels(models.store);
    for (const event of models.events) await projectEvents(models.store, [event]);
    expect(await snapshotReadModels(models.store)).toEqual(once);
  });

  it('gives the same documents whatever the batch boundaries', async () => {
    const whole = await givenEvents(script);
    const single = await givenEvents(script, { batchSize: 1 });
    const uneven = await givenEvents(script, { batchSize: 5 });
    const expected = await snapshotReadModels(whole.store);
    expect(await snapshotReadModels(single.store)).toEqual(expected);
    expect(await snapshotReadModels(uneven.store)).toEqual(expected);
  });
});
