import { verifyPassword } from '@iec-bets/command-service';
import {
  ReadModel,
  southAfricanDay,
  streams,
  type MediaPredictionDocument,
  type OfficialDocument,
  type QuestionDocument,
  type RecordedEvent,
  type TagDocument,
  type UserDocument,
} from '@iec-bets/contracts';
import { loadConfig, openSqliteEventStore, openStores } from '@iec-bets/platform';
import { rebuildReadModels } from '@iec-bets/projector';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-content.js';
import { demoDataSet } from '../demo/demo-data-set.js';
import { DemoDataConflictError, writeDemoDataSet } from '../demo/write-demo-data.js';
import { runSeedDemo, seedDemo } from './seed-demo.js';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'iec-seed-demo-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function allEvents(dataDir: string): Promise<RecordedEvent[]> {
  const eventStore = openSqliteEventStore({ file: join(dataDir, 'events.sqlite') });
  try {
    return await eventStore.readAll({ after: 0, limit: 100_000 });
  } finally {
    await eventStore.close();
  }
}

async function runPrinting(env: NodeJS.ProcessEnv): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await runSeedDemo(env);
    return log.mock.calls.map((call) => call.join(' ')).join('\n');
  } finally {
    log.mockRestore();
  }
}

describe('iec-bets seed-demo', () => {
  it('loads the demo data set once: a second run writes nothing, and the read models hold the demo', async () => {
    const env = { DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent' };
    const startedAt = new Date();

    const first = await runPrinting(env);
    expect(first).toMatch(/Loaded the demo data set: \d+ appends written, 0 already present/);
    expect(first).toContain(`password: ${DEMO_PASSWORD}`);
    const log = await allEvents(env.DATA_DIR);

    const second = await runPrinting(env);
    expect(second).toMatch(/The demo data set is loaded already \(\d+ appends present\); nothing was written\./);
    expect(await allEvents(env.DATA_DIR)).toEqual(log);

    // Every event is the operator's, at a time that has already come, under one correlation id.
    for (const event of log) {
      expect(event.metadata.actorId).toBeNull();
      expect(event.metadata.occurredAt <= new Date().toISOString()).toBe(true);
    }
    expect(new Set(log.map((event) => event.metadata.correlationId)).size).toBe(1);

    const stores = await openStores(loadConfig(env));
    try {
      await rebuildReadModels({ eventStore: stores.eventStore, readStore: stores.readStore });
      const { readStore } = stores;

      const users = await readStore.find<UserDocument>(ReadModel.users, { orderBy: [['username', 'asc']] });
      expect(users).toHaveLength(12);
      for (const user of users) {
        expect(user.name).toMatch(/^Demo Voter \d+$/);
        expect(user.username).toMatch(/^demo_voter_\d+$/);
        expect(user.isAdmin).toBe(false);
      }
      const registered = log.find((event) => event.type === 'UserRegistered');
      expect(registered?.type === 'UserRegistered' && (await verifyPassword(DEMO_PASSWORD, registered.data.passwordHash))).toBe(true);

      const questions = await readStore.find<QuestionDocument>(ReadModel.questions, { orderBy: [['date', 'asc']] });
      expect(questions).toHaveLength(10);
      for (const question of questions) {
        expect(question.isPublished).toBe(true);
        expect(question.text).toMatch(/^Demo: /);
        expect(question.context).toMatch(/^Demo: /);
        expect(question.tags.length).toBeGreaterThan(0);
        expect(question.totalVotes).toBeGreaterThan(0);
        if (question.isResolved) {
          expect(question.resolutionSummary).toMatch(/^Demo outcome \(fictional\)/);
          expect(question.resolutionProofUrl).toMatch(/^https:\/\/example\.org\/demo\//);
        }
      }
      expect(questions.filter((question) => question.isResolved)).toHaveLength(7);
      const today = questions.filter((question) => question.day === southAfricanDay(startedAt));
      expect(today).toHaveLength(1);
      expect(today[0]).toMatchObject({ isActive: true, isResolved: false });
      // The questions cover the last ten South African days.
      expect(new Set(questions.map((question) => question.day)).size).toBe(10);

      const answers = await readStore.count(ReadModel.answers);
      expect(answers).toBe(questions.reduce((sum, question) => sum + question.totalVotes, 0));
      const stats = await readStore.find(ReadModel.userStats);
      expect(stats.length).toBe(12);

      const officials = await readStore.find<OfficialDocument>(ReadModel.officials);
      expect(officials).toHaveLength(6);
      for (const official of officials) {
        expect(official.name).toMatch(/^Demo Official [A-Z]$/);
        expect(official.bio).toMatch(/^Demo profile: a fictional placeholder for the office of /);
      }
      expect(officials.map((official) => official.title)).toContain('Chairperson of the Electoral Commission');

      const predictions = await readStore.find<MediaPredictionDocument>(ReadModel.mediaPredictions);
      expect(predictions).toHaveLength(5);
      for (const prediction of predictions) {
        expect(prediction.statement).toMatch(/^Demo: a fictional /);
        expect(prediction.sourceTitle).toBe('Demo source (fictional)');
        expect(prediction.sourceUrl).toMatch(/^https:\/\/example\.org\/demo\//);
      }

      const iec = await readStore.get<TagDocument>(ReadModel.tags, 'iec');
      expect(iec).toMatchObject({ questionCount: 3, officialCount: 3, predictionCount: 1 });
    } finally {
      await stores.close();
    }
  }, 60_000);

  it('refuses, writing nothing, when a demo username belongs to someone else', async () => {
    const eventStore = openSqliteEventStore({ file: join(tempDataDir(), 'events.sqlite') });
    try {
      await eventStore.append(streams.username('demo_voter_3'), [{ type: 'UsernameReserved', data: { username: 'demo_voter_3', userId: 'a-real-user' } }], {
        expectedRevision: 'no_stream',
        metadata: { actorId: 'a-real-user', correlationId: 'c', causationId: null, occurredAt: new Date().toISOString() },
      });
      await expect(seedDemo(eventStore)).rejects.toThrow(DemoDataConflictError);
      await expect(seedDemo(eventStore)).rejects.toThrow('The username demo_voter_3 belongs to another account');
      expect(await eventStore.headPosition()).toBe(1);
    } finally {
      await eventStore.close();
    }
  });

  it('appends only what is missing after an interrupted run', async () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const complete = openSqliteEventStore({ file: join(tempDataDir(), 'events.sqlite') });
    const interrupted = openSqliteEventStore({ file: join(tempDataDir(), 'events.sqlite') });
    try {
      const full = await seedDemo(complete, now);
      // As if a first run had stopped after its tenth append.
      const dataSet = demoDataSet(now, 'scrypt$unused');
      await writeDemoDataSet(interrupted, { users: dataSet.users, steps: dataSet.steps.slice(0, 10) });

      const resumed = await seedDemo(interrupted, now);
      expect(resumed).toMatchObject({ alreadyPresent: 10, appended: full.appended - 10 });
      const types = async (store: typeof complete) => (await store.readAll({ after: 0, limit: 100_000 })).map((event) => [event.streamId, event.type]);
      expect(await types(interrupted)).toEqual(await types(complete));
    } finally {
      await Promise.all([complete.close(), interrupted.close()]);
    }
  });
});
