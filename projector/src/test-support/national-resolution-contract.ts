import { ReadModel, type RecordedEvent, type UserStatsDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { events, recordEvents, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { MAX_TRANSACTION_DOCUMENTS, projectEvents } from '../project-events.js';
import { recordingCommits } from './recording-commits.js';

/** Events recorded and projected together while the read models are set up: far fewer commits than events. */
const SET_UP_BATCH = 20_000;

function script(answers: number): ScriptedEvent[] {
  const players = Array.from({ length: answers }, (_, i) => `p${String(i).padStart(7, '0')}`);
  return [
    ...players.map((id) => ({ event: events.registered(id), at: '2026-05-29T06:00:00Z' })),
    { event: events.drafted('election', '2026-05-29T07:00:00Z', 'Will turnout pass 60%?'), at: '2026-05-28T09:00:00Z' },
    { event: events.questionTagged('election', ['elections']), at: '2026-05-28T09:30:00Z' },
    { event: events.published('election'), at: '2026-05-29T07:00:00Z' },
    // 60% say Yes, as the national benchmark's crowd does.
    ...players.map((id, i) => ({ event: events.answered('election', id, i % 5 < 3 ? 'yes' : 'no'), at: '2026-05-29T08:00:00Z' })),
    { event: events.resolved('election', 'yes'), at: '2026-05-30T10:00:00Z' },
  ];
}

/**
 * A resolution that touches every answerer's record and their month's and topic's boards (three documents an
 * answer; the answers themselves are left alone, and their results are told from the question's resolutions):
 * projected on `store` in commits no larger than the bound, with no read by ids that grows with the audience, and
 * every answerer's record moved once, though the power is cut after its first pages and the projector starts again
 * from its checkpoint. The sign-ups and answers before it, projected in batches of many thousands of events, keep
 * to the bound too. Run on SQLite with a small crowd, and on MongoDB (`*.mongodb.int.test.ts`) with one whose
 * resolution writes 210,000 documents.
 */
export function describeNationalResolution(name: string, answers: number, openStore: () => Promise<ReadStore>, timeoutMs: number): void {
  describe(`a national resolution on ${name}`, () => {
    it(`projects ${answers.toLocaleString('en')} answers' resolution in bounded commits, resuming from its cursor after a crash`, { timeout: timeoutMs }, async () => {
      const store = await openStore();
      const recorded: RecordedEvent[] = recordEvents(script(answers));
      const resolution = recorded.at(-1)!;
      const setUp = recordingCommits(store);
      for (let start = 0; start < recorded.length - 1; start += SET_UP_BATCH) {
        await projectEvents(setUp.store, recorded.slice(start, Math.min(start + SET_UP_BATCH, recorded.length - 1)));
      }
      expect(Math.max(...setUp.commits.map(({ writes }) => writes))).toBeLessThanOrEqual(MAX_TRANSACTION_DOCUMENTS);

      // The power goes after the resolution's first two pages (they start small): they stand, the event is not yet past
      // the checkpoint.
      const crashing = recordingCommits(store, 3);
      await expect(projectEvents(crashing.store, [resolution])).rejects.toThrow('The machine lost power');
      expect(crashing.commits).toHaveLength(2);
      expect(await store.checkpoint('projector')).toBe(resolution.position - 1);
      // The projector starts again from its checkpoint and hands the same event over: it goes on from its cursor.
      const resumed = recordingCommits(store);
      await projectEvents(resumed.store, [resolution]);

      const commits = [...crashing.commits, ...resumed.commits];
      const written = commits.flatMap(({ collections }) => collections);
      expect(written.length).toBeGreaterThanOrEqual(answers * 3);
      expect(resumed.commits.reduce((sum, { writes }) => sum + writes, 0)).toBeLessThan(answers * 3);
      expect(written.filter((collection) => collection === ReadModel.answers)).toEqual([]);
      // Nor one to tell each answerer their result: that is worked out when they ask (answerResultOf).
      expect(written.filter((collection) => collection === ReadModel.celebrations)).toEqual([]);
      expect(Math.max(...commits.map(({ writes }) => writes))).toBeLessThanOrEqual(MAX_TRANSACTION_DOCUMENTS);
      expect(Math.max(crashing.largestGetMany(), resumed.largestGetMany())).toBeLessThanOrEqual(MAX_TRANSACTION_DOCUMENTS);
      expect(await store.checkpoint('projector')).toBe(resolution.position);
      // Every answerer's record moved exactly once: none twice for the page walked before the crash.
      expect(await store.count(ReadModel.userStats, { resolvedAnswers: 1 })).toBe(answers);
      expect(await store.count(ReadModel.userStats, { correctAnswers: 1 })).toBe(answers * 0.6);
      const last = await store.get<UserStatsDocument>(ReadModel.userStats, `p${String(answers - 1).padStart(7, '0')}`);
      expect(last).toMatchObject({ resolvedAnswers: 1, correctAnswers: 0 });
    });
  });
}
