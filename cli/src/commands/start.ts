import { disableAllocationSitePretenuring, loadConfig } from '@iec-bets/platform';
import { startServer } from '../server/start-server.js';

/** `iec-bets start`: runs until SIGINT or SIGTERM, then finishes what is in hand and closes the stores. */
export async function runStart(): Promise<void> {
  disableAllocationSitePretenuring();
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info({ url: server.url, dataDir: config.DATA_DIR }, 'IEC Bets is running');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
