import { readdirSync } from 'node:fs';
import { ReadModel, type UserStatsDocument } from '@iec-bets/contracts';
import type { LeaseRequest, ReadStore } from '@iec-bets/platform';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { readModelProjections } from './projections/read-model-projections.js';
import { describe, expect, it } from 'vitest';
import { rebuildReadModels, type RebuildProgress } from './rebuild-read-models.js';
import { appendScript } from './test-support/append-script.js';
import { snapshotReadModels } from './test-support/given-events.js';
import { projectedUpTo, startTestProjector } from './test-support/live-projector.js';
import { scriptedHistory } from './test-support/scripted-history.js';
import { openTempEventStore, openTempReadStore, tempDir } from './test-support/temp-stores.js';

describe('rebuilding the read models', () => {
  // Held to 3 documents, the rebuild writes and empties its memory many times over (see WriteBehindStore).
  it.each([
    { memory: 'the default', heldDocuments: undefined },
    { memory: '3 documents', heldDocuments: 3 },
  ])('produces exactly the documents that live projection in several batches produced, holding $memory in memory', async ({ heldDocuments }) => {
    const dir = tempDir();
    const eventStore = openTempEventStore(dir);
    const head = await appendScript(eventStore, scriptedHistory());

    const live = openTempReadStore(tempDir());
    await projectedUpTo(startTestProjector(eventStore, live, { batchSize: 7 }), head);
    const rebuilt = openTempReadStore(dir);
    const progress: RebuildProgress[] = [];
    const result = await rebuildReadModels({
      eventStore,
      readStore: rebuilt,
      batchSize: 10,
      ...(heldDocuments ? { heldDocuments } : {}),
      onProgress: (p) => progress.push(p),
    });

    const expected = await snapshotReadModels(live);
    const actual = await snapshotReadModels(rebuilt);
    expect(Object.keys(actual)).toEqual(Object.keys(expected));
    for (const collection of Object.keys(expected)) {
      expect(actual[collection], collection).toEqual(expected[collection]);
    }
    expect(await rebuilt.checkpoint('projector')).toBe(head);
    expect(result).toMatchObject({ events: head, position: head });
    expect(result.documents).toEqual(Object.fromEntries(Object.entries(expected).map(([name, docs]) => [name, docs.length])));
    expect(progress.at(-1)).toMatchObject({ position: head, head, events: head });
    expect(progress).toHaveLength(Math.ceil(head / 10));
  });

  it('covers every read model and leaves out the deleted questions and their answers', async () => {
    const eventStore = openTempEventStore();
    await appendScript(eventStore, scriptedHistory());
    const readStore = openTempReadStore();
    await rebuildReadModels({ eventStore, readStore });
    const snapshot = await snapshotReadModels(readStore);
    // The scripted history gives every read model documents, so a projection left out of it shows up here.
    const declared = [...new Set(readModelProjections.map((projection) => projection.collection))].sort();
    expect(Object.keys(snapshot)).toEqual(declared);
    expect(snapshot[ReadModel.questions]!.map((q) => q.id)).toEqual(['q1', 'q2', 'q4', 'q6']);
    expect(snapshot[ReadModel.answers]!.some((a) => a.questionId === 'q3' || a.questionId === 'q5')).toBe(false);
    // What hangs off a deleted question goes with it: its comments (qc's, including one that raced the deletion, and
    // one posted to q3 long after) and its place under its tags (rq1 was the only question of 'by-elections').
    const gone = new Set(['q3', 'q5', 'qa', 'qc', 'rq1']);
    expect(snapshot[ReadModel.comments]!.map((c) => c.id).sort()).toEqual(['q1:c1', 'q1:c2', 'q2:c3', 'q4:c5']);
    const taggedIds = snapshot[ReadModel.tags]!.flatMap((tag) => (tag as unknown as { questionIds: string[] }).questionIds);
    expect(taggedIds.filter((id) => gone.has(id))).toEqual([]);
    // q6 never left draft and is archived: a topic lists only questions the public may see.
    expect(taggedIds.sort()).toEqual(['q1', 'q1', 'q4']);
  });

  it('scores every answer, the oldest included, under the scoring rule adopted last', async () => {
    const eventStore = openTempEventStore();
    const script: ScriptedEvent[] = [];
    for (const id of ['q1', 'q2', 'q3']) {
      script.push({ event: events.drafted(id, '2026-05-10T11:00:00Z'), at: '2026-05-01T09:00:00Z' });
      script.push({ event: events.published(id), at: '2026-05-01T10:00:00Z' });
      script.push({ event: events.answered(id, 'u1', 'yes'), at: '2026-05-02T10:00:00Z' });
      script.push({ event: events.resolved(id, id === 'q3' ? 'no' : 'yes'), at: '2026-05-20T10:00:00Z' });
    }
    script.push({ event: events.scoringRuleAdopted('accuracy-v0', 'crowd-brier-v1'), at: '2026-05-21T10:00:00Z' });
    script.push({ event: events.scoringRuleAdopted('crowd-brier-v1', 'accuracy-v0'), at: '2026-05-22T10:00:00Z' });
    script.push({ event: events.scoringRuleAdopted('accuracy-v0', 'crowd-brier-v1'), at: '2026-05-23T10:00:00Z' });
    await appendScript(eventStore, script);
    const readStore = openTempReadStore();

    await rebuildReadModels({ eventStore, readStore });

    // Two right answers are two points under accuracy-v0, though the answers came before every adoption.
    expect(await readStore.get<UserStatsDocument>(ReadModel.userStats, 'u1')).toMatchObject({
      scoringRule: 'accuracy-v0',
      millipoints: 2000,
      score: 3 / 5,
    });
    expect(await readStore.get(ReadModel.scoringRule, 'current')).toMatchObject({ rule: 'accuracy-v0' });
  });

  it('has written everything it projected by the time it stands the live projector down', async () => {
    const eventStore = openTempEventStore();
    const head = await appendScript(eventStore, scriptedHistory());
    const readStore = openTempReadStore();
    let rebuilt: ReadStore | undefined;
    let writtenAtTakeOver: number | undefined;
    const watched: ReadStore = Object.create(readStore, {
      createRebuildTarget: { value: async () => (rebuilt = await readStore.createRebuildTarget()) },
      acquireLease: {
        value: async (request: LeaseRequest) => {
          if (request.takeOver) writtenAtTakeOver = await rebuilt!.checkpoint('projector');
          return readStore.acquireLease(request);
        },
      },
    });

    await rebuildReadModels({ eventStore, readStore: watched });

    // Only what is appended after this point is projected while the live projector stands by.
    expect(writtenAtTakeOver).toBe(head);
  });

  it('deletes its copy of the read models when it fails, and leaves the live ones as they were', async () => {
    const dir = tempDir();
    const eventStore = openTempEventStore(dir);
    await appendScript(eventStore, scriptedHistory());
    const readStore = openTempReadStore(dir);
    await readStore.commit({ writes: [{ kind: 'put', collection: 'questions', doc: { id: 'live' } }], checkpoint: { name: 'projector', position: 1 } });
    // Another replay holds the lease and keeps it: this one cannot take it over for its swap.
    const refused: ReadStore = Object.create(readStore, { acquireLease: { value: async () => null } });

    await expect(rebuildReadModels({ eventStore, readStore: refused })).rejects.toThrow('could not be taken over');

    expect(readdirSync(dir).filter((name) => name.includes('.rebuild-'))).toEqual([]);
    expect(await readStore.get('questions', 'live')).toEqual({ id: 'live' });
    expect(await readStore.checkpoint('projector')).toBe(1);
  });

  it('replaces read models that have drifted from the log', async () => {
    const eventStore = openTempEventStore();
    await appendScript(eventStore, scriptedHistory());
    const readStore = openTempReadStore();
    await readStore.commit({
      writes: [{ kind: 'put', collection: 'questions', doc: { id: 'stray', text: 'not in the log' } }],
      checkpoint: { name: 'projector', position: 3 },
    });
    await rebuildReadModels({ eventStore, readStore });
    expect(await readStore.get('questions', 'stray')).toBeNull();
    expect(await readStore.checkpoint('projector')).toBe(await eventStore.headPosition());
  });
});
