import { loadConfig } from '@iec-bets/platform';
import { startCluster } from '../cluster/start-cluster.js';

/** `iec-bets cluster` (npm run cluster): the distributed topology on this machine, until SIGINT or SIGTERM. */
export async function runCluster(): Promise<void> {
  const config = loadConfig();
  // Whoever reads our output may go away first (a closed terminal, a test runner that ended): the cluster goes on.
  process.stdout.on('error', () => undefined);
  const cluster = await startCluster(config, (line) => console.log(line));
  // Should this process end some other way than through stop() (an uncaught error), its processes end with it
  // rather than run on unsupervised.
  process.on('exit', () => cluster.abandon());
  console.log(`cluster | IEC Bets runs distributed on ${cluster.entry}; its processes are listed in ${config.DATA_DIR}/cluster.json`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`cluster | stopping every process (${signal})`);
      void cluster.stop().then(() => process.exit(0));
    });
  }
}
