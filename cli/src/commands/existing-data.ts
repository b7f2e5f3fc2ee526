import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '@iec-bets/platform';

/** A command that works on the server's data was pointed at a folder that holds none. */
export class NoDataError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `There is no event log in ${dataDir}. This command works on the server's data: give it the same DATA_DIR as the ` +
        'server (npm start keeps its data in ./data at the repository\'s root), or EVENTSTORE_URL for the distributed setup.',
    );
    this.name = 'NoDataError';
  }
}

/**
 * The configuration of a command that reads or changes the server's data (grant-admin, replay, verify, export,
 * rescore). Pointed at the wrong DATA_DIR, or at none, it would create an empty store there and report success on
 * it ("0 events, every chain intact"), or say that the user's name is unknown; it refuses instead, naming the folder.
 */
export function configOfExistingData(env: NodeJS.ProcessEnv = process.env): Config {
  const config = loadConfig(env);
  const dataDir = resolve(config.DATA_DIR);
  if (!config.EVENTSTORE_URL && !existsSync(join(dataDir, 'events.sqlite'))) throw new NoDataError(dataDir);
  return config;
}
