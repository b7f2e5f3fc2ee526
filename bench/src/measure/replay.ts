import { openSqliteEventStore, openSqliteReadStore } from '@iec-bets/platform';
import { rebuildReadModels } from '@iec-bets/projector';
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

/** Rebuilds every read model from a log of players answering questions, some resolved, as `iec-bets replay` does. */
export async function measureReplay(options: { players: number; questions: number }): Promise<ReplayResult> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-replay-'));
  const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  try {
    const players = await seedPlayers(eventStore, options.players, 'replay');
    const questions = await seedOpenQuestions(eventStore, options.questions);
    await seedAnsweredHistory(eventStore, players, questions);
    const events = await eventStore.headPosition();

    let peakRss = process.memoryUsage().rss;
    const started = performance.now();
    await rebuildReadModels({
      eventStore,
      readStore,
      onProgress: () => {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    return { events, eventsPerSecond: events / seconds, seconds, peakRssMb: peakRss / 1024 / 1024 };
  } finally {
    await readStore.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
