import { loadConfig, openSqliteEventStore, openSqlitePersonalDataKeys, sealPersonalData } from '@iec-bets/platform';
import { rebuildInThread } from '@iec-bets/projector';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedAnsweredHistory, seedOpenQuestions, seedPlayers } from '../seed/seed-log.js';

export interface ReplayResult {
  events: number;
  eventsPerSecond: number;
  seconds: number;
  peakRssMb: number;
}

/**
 * Rebuilds every read model from a log of players answering questions, some resolved, as `iec-bets replay` does: in
 * its heap-capped worker thread, on the files of a DATA_DIR. The peak RSS is this process's, the thread's included.
 */
export async function measureReplay(options: { players: number; questions: number }): Promise<ReplayResult> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-replay-'));
  try {
    // Sealed as the server writes it, so that the replay opens every name as a real one must (one synced key write
    // per player while seeding, which the measured time leaves out).
    const keys = openSqlitePersonalDataKeys({ file: join(dir, 'personal-data-keys.sqlite') });
    const eventStore = sealPersonalData(openSqliteEventStore({ file: join(dir, 'events.sqlite') }), keys);
    let events: number;
    try {
      const players = await seedPlayers(eventStore, options.players, 'replay');
      const questions = await seedOpenQuestions(eventStore, options.questions);
      await seedAnsweredHistory(eventStore, players, questions);
      events = await eventStore.headPosition();
    } finally {
      await eventStore.close();
      await keys.close();
    }

    let peakRss = process.memoryUsage().rss;
    const started = performance.now();
    await rebuildInThread({
      config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }),
      onProgress: () => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    return { events, eventsPerSecond: events / seconds, seconds, peakRssMb: peakRss / 1024 / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
