import { openStores } from '@iec-bets/platform';
import { rebuildInThread } from '@iec-bets/projector';
import cliProgress from 'cli-progress';
import { configOfExistingData } from './existing-data.js';

/**
 * `iec-bets replay`: rebuilds every read model from position 0 into a fresh store, then swaps it in. Works while
 * the server runs; the notifier keeps its own checkpoint, so nothing is sent again.
 */
export async function runReplay(): Promise<void> {
  const config = configOfExistingData();
  const stores = await openStores(config);
  const bar = new cliProgress.SingleBar(
    { format: 'Replaying [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | {eta_formatted} left', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  try {
    const head = await stores.eventStore.headPosition();
    bar.start(head, 0, { rate: 0 });
    // In a thread whose heap is capped as the server's projector's is (see rebuildInThread).
    const result = await rebuildInThread({
      config,
      onProgress: ({ position, head: latest, eventsPerSecond }) => {
        bar.setTotal(latest);
        bar.update(position, { rate: Math.round(eventsPerSecond) });
      },
    });
    bar.update(bar.getTotal(), { rate: Math.round(result.eventsPerSecond) });
    bar.stop();
    console.log(`Rebuilt the read models from ${result.events} events at ${Math.round(result.eventsPerSecond)} events/s and swapped them in.`);
  } finally {
    bar.stop();
    await stores.close();
  }
}
