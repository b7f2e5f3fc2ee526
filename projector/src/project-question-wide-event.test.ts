import { PREDICTOR_TOTALS_ID, ReadModel, type RecordedEvent } from '@iec-bets/contracts';
import { openSqliteReadStore, type Document, type ReadStore } from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The SQL a find becomes, and the driver, are the platform's internals: a test of the page's plan reads them.
import { sqliteFindPlan } from '../../platform/src/read-store/test-support/sqlite-find-plan.js';
import { SqliteDatabase } from '../../platform/src/sqlite/sqlite-driver.js';
import { events, recordEvents, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import type { Projection } from './projection.js';
import { answerPage, PAGE_CURSOR_COLLECTION } from './project-question-wide-event.js';
import { ensureReadModelIndexes } from './read-model-indexes.js';
import { projectEvents } from './project-events.js';
import { answersOf } from './projections/countable-answer.js';
import { readModelProjections } from './projections/read-model-projections.js';
import { snapshotReadModels } from './test-support/given-events.js';
import { type RecordedCommit, recordingCommits } from './test-support/recording-commits.js';
import { openTempReadStore } from './test-support/temp-stores.js';

const PLAYERS = 240;

/**
 * A question 240 players answered (the first 60% Yes), with two topics, resolved, then corrected, then re-tagged,
 * then deleted; and a second question resolved once, so that each kind of question-wide event is met.
 */
function nationalScript(): { before: ScriptedEvent[]; questionWide: ScriptedEvent[] } {
  const players = Array.from({ length: PLAYERS }, (_, i) => `u${String(i).padStart(3, '0')}`);
  const before: ScriptedEvent[] = [
    ...players.map((id) => ({ event: events.registered(id), at: '2025-03-01T08:00:00Z' })),
    { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
    { event: events.drafted('q2', '2025-03-11T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
    { event: events.questionTagged('q1', ['elections', 'iec']), at: '2025-03-01T09:30:00Z' },
    { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
    { event: events.published('q2'), at: '2025-03-02T10:00:00Z' },
    ...players.map((id, i) => ({ event: events.answered('q1', id, i < PLAYERS * 0.6 ? 'yes' : 'no'), at: `2025-03-10T0${8 + (i % 2)}:00:00Z` })),
    ...players.slice(0, 90).map((id, i) => ({ event: events.answered('q2', id, i % 3 === 0 ? 'yes' : 'no'), at: '2025-03-11T08:00:00Z' })),
  ];
  const questionWide: ScriptedEvent[] = [
    { event: events.resolved('q1', 'yes'), at: '2025-03-12T10:00:00Z' },
    { event: events.resolved('q2', 'no'), at: '2025-03-12T11:00:00Z' },
    { event: events.resolutionCorrected('q1', 'no'), at: '2025-03-13T10:00:00Z' },
    { event: events.questionTagged('q1', ['iec', 'parliament']), at: '2025-03-14T10:00:00Z' },
  ];
  return { before, questionWide };
}

/** The read models, with the national accuracy sum rounded: pages add it in another order than one pass does. */
async function comparable(store: ReadStore): Promise<Record<string, Document[]>> {
  const snapshot = await snapshotReadModels(store);
  snapshot[ReadModel.predictorTotals] = (snapshot[ReadModel.predictorTotals] ?? []).map((doc) =>
    doc.id === PREDICTOR_TOTALS_ID ? { ...doc, accuracySum: Math.round((doc.accuracySum as number) * 1e9) / 1e9 } : doc,
  );
  return snapshot;
}

async function projectedWhole(recorded: RecordedEvent[]): Promise<ReadStore> {
  const store = openTempReadStore();
  await projectEvents(store, recorded, { maxWrites: Number.MAX_SAFE_INTEGER });
  return store;
}

describe('a question-wide event, projected a page of answers at a time', () => {
  const { before, questionWide } = nationalScript();
  const recorded = recordEvents([...before, ...questionWide]);
  const setUp = recorded.slice(0, before.length);
  const wide = recorded.slice(before.length);

  it('gives the read models one unbounded transaction gives, in commits of at most the bound', async () => {
    const expected = await comparable(await projectedWhole(recorded));
    const { store, commits } = recordingCommits(openTempReadStore());
    await projectEvents(store, recorded, { maxWrites: 150 });

    expect(await comparable(store)).toEqual(expected);
    expect(Math.max(...commits.map(({ writes }) => writes))).toBeLessThanOrEqual(150);
    // 240 answers of a question with two topics cannot fit one commit of 150: the resolution took several pages.
    expect(commits.filter(({ checkpoint }) => checkpoint === undefined).length).toBeGreaterThan(4);
    expect(expected[ReadModel.answers]!.filter((answer) => answer.questionId === 'q1')).toHaveLength(PLAYERS);
  });

  it('moves the checkpoint past the event only with its last page, so readers see all of it or none', async () => {
    const setUpStore = openTempReadStore();
    await projectEvents(setUpStore, setUp);
    const { store, commits } = recordingCommits(setUpStore);
    await projectEvents(store, wide.slice(0, 1), { maxWrites: 150 });

    expect(commits.length).toBeGreaterThan(2);
    expect(commits.slice(0, -1).every(({ checkpoint }) => checkpoint === undefined)).toBe(true);
    expect(commits.at(-1)!.checkpoint).toBe(wide[0]!.position);
    expect(await store.collections()).not.toContain(PAGE_CURSOR_COLLECTION);
  });

  it('goes on from its cursor after a crash between two pages, counting every answer once', async () => {
    const expected = await comparable(await projectedWhole(recorded));
    const real = openTempReadStore();
    await projectEvents(real, setUp);
    // The third commit of the resolution fails, as a power cut would: two pages stand, the rest did not happen.
    const crashing = recordingCommits(real, 3);
    await expect(projectEvents(crashing.store, wide, { maxWrites: 150 })).rejects.toThrow('The machine lost power');
    expect(await real.checkpoint('projector')).toBe(setUp.at(-1)!.position);
    expect(await real.collections()).toContain(PAGE_CURSOR_COLLECTION);

    // The projector starts again from its checkpoint: the same events, handed over again.
    const resumed = recordingCommits(real);
    await projectEvents(resumed.store, wide, { maxWrites: 150 });
    expect(await comparable(real)).toEqual(expected);

    // It went on from its cursor: the pages done before the crash were not walked again.
    const uninterrupted = recordingCommits(openTempReadStore());
    await projectEvents(uninterrupted.store, setUp);
    uninterrupted.commits.length = 0;
    await projectEvents(uninterrupted.store, wide, { maxWrites: 150 });
    const written = (commits: RecordedCommit[]) => commits.reduce((sum, { writes }) => sum + writes, 0);
    expect(written(resumed.commits)).toBeLessThan(written(uninterrupted.commits));
  });

  it('keeps a run of ordinary events within the bound too', async () => {
    const { store, commits } = recordingCommits(openTempReadStore());
    await projectEvents(store, setUp, { maxWrites: 100 });

    expect(Math.max(...commits.map(({ writes }) => writes))).toBeLessThanOrEqual(100);
    expect(commits.at(-1)!.checkpoint).toBe(setUp.at(-1)!.position);
    expect(await comparable(store)).toEqual(await comparable(await projectedWhole(setUp)));
  });

  it('refuses a projection that reads the answers of such an event without saying how it takes pages', async () => {
    const store = openTempReadStore();
    await projectEvents(store, setUp);
    // It would count them after the last page, when the question's answers are no longer those before the event.
    const unpaged: Projection<Document, undefined> = {
      collection: 'answer_counts',
      reads: () => [],
      targets: (event, view) =>
        event.type === 'QuestionResolved' ? view.find(ReadModel.answers, answersOf(event.data.questionId)).map(({ id }) => ({ id, context: undefined })) : [],
      evolve: (_current, event) => ({ id: 'q1', at: event.position }),
    };
    const projections = [...readModelProjections, unpaged as Projection<Document, unknown>];

    await expect(projectEvents(store, wide.slice(0, 1), { projections })).rejects.toThrow(
      /A projection without paging read the answers of QuestionResolved/,
    );
    expect(await store.checkpoint('projector')).toBe(setUp.at(-1)!.position);
  });

  it('keeps a deleted question\'s comments and a run of cheap answers within the bound too', async () => {
    // 200 players who answered and left (their answers cost one document each), then 100 still playing (several
    // each): a page sized from the cheap ones would pass the bound on the dear ones.
    const leavers = Array.from({ length: 200 }, (_, i) => `a${String(i).padStart(3, '0')}`);
    const stayers = Array.from({ length: 100 }, (_, i) => `b${String(i).padStart(3, '0')}`);
    const script: ScriptedEvent[] = [
      ...[...leavers, ...stayers].map((id) => ({ event: events.registered(id), at: '2025-03-01T08:00:00Z' })),
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.questionTagged('q1', ['elections', 'iec']), at: '2025-03-01T09:30:00Z' },
      { event: events.published('q1'), at: '2025-03-02T10:00:00Z' },
      ...[...leavers, ...stayers].map((id, i) => ({ event: events.answered('q1', id, i % 2 === 0 ? 'yes' : 'no'), at: '2025-03-10T08:00:00Z' })),
      // 300 comments, more than one commit of 150 holds, all gone with their question.
      ...[...leavers, ...stayers].map((id, i) => ({ event: events.commented(`c${i}`, 'q1', id), at: '2025-03-10T09:00:00Z' })),
      { event: events.resolved('q1', 'yes'), at: '2025-03-12T10:00:00Z' },
      ...leavers.map((id) => ({ event: events.userDeleted(id), at: '2025-03-13T10:00:00Z' })),
      { event: events.deleted('q1'), at: '2025-03-14T10:00:00Z' },
    ];
    const all = recordEvents(script);
    const expected = await comparable(await projectedWhole(all));
    const { store, commits } = recordingCommits(openTempReadStore());
    await projectEvents(store, all, { maxWrites: 150 });

    expect(Math.max(...commits.map(({ writes }) => writes))).toBeLessThanOrEqual(150);
    expect(await comparable(store)).toEqual(expected);
    expect(expected[ReadModel.comments] ?? []).toEqual([]);
    expect(expected[ReadModel.answers] ?? []).toEqual([]);
  });
});

describe("the pages of a question's answers", () => {
  it('are read from the primary key in order, never sorted from the whole question', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'answer-pages-'));
    const file = join(dir, 'read-models.sqlite');
    const store = openSqliteReadStore({ file });
    try {
      await ensureReadModelIndexes(store);
      // A table to plan against, with the answers' indexes on it.
      await store.commit({ writes: [{ kind: 'put', collection: ReadModel.answers, doc: { id: 'q1:u1', questionId: 'q1', userId: 'u1', submittedAt: 'x' } }] });
      const db = new SqliteDatabase(file, { readonly: true });
      for (const after of ['', 'q1:u1']) {
        const plan = sqliteFindPlan(db, ReadModel.answers, answerPage('q1', after, 2_500));
        expect(plan).toMatch(/USING (INDEX sqlite_autoindex|PRIMARY KEY)/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
      db.close();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
