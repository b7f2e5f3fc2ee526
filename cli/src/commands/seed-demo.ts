import { resolve } from 'node:path';
import { hashPassword } from '@iec-bets/command-service';
import { loadConfig, openStores, type EventStore } from '@iec-bets/platform';
import { DEMO_PASSWORD } from '../demo/demo-content.js';
import { demoDataSet, type DemoUser } from '../demo/demo-data-set.js';
import { writeDemoDataSet, type DemoWriteResult } from '../demo/write-demo-data.js';

export interface SeedDemoResult extends DemoWriteResult {
  users: DemoUser[];
  password: string;
}

/** Loads the demo data set as of `now` into the event log; safe to run again (see writeDemoDataSet). */
export async function seedDemo(eventStore: EventStore, now = new Date()): Promise<SeedDemoResult> {
  // One hash for every demo user: they share the published password anyway.
  const dataSet = demoDataSet(now, await hashPassword(DEMO_PASSWORD));
  const written = await writeDemoDataSet(eventStore, dataSet);
  return { ...written, users: dataSet.users, password: DEMO_PASSWORD };
}

/**
 * `iec-bets seed-demo`: South African demo data (users, ten days of questions and answers, research hub) for trying
 * the product out. Writes events only; the server's projector builds the read models from them, at once if it runs,
 * otherwise at its next start.
 */
/** A folder as a shell takes it in one word: quoted when it holds a space or anything else a shell reads. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

export async function runSeedDemo(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const stores = await openStores(config, { role: 'seed-demo' });
  try {
    const result = await seedDemo(stores.eventStore);
    const first = result.users[0]?.username;
    const last = result.users.at(-1)?.username;
    console.log(
      result.appended === 0
        ? `The demo data set is loaded already (${result.alreadyPresent} appends present); nothing was written.`
        : `Loaded the demo data set: ${result.appended} appends written, ${result.alreadyPresent} already present (log position ${result.lastPosition}).`,
    );
    console.log(`Demo users ${first} to ${last} sign in with the password: ${result.password}`);
    // The command as it runs from the repository, with the folder just written: without DATA_DIR it would look elsewhere.
    const where = config.EVENTSTORE_URL ? '' : `DATA_DIR=${shellWord(resolve(config.DATA_DIR))} `;
    console.log(`Every demo text is fictional and marked "Demo". Make a demo user an admin with: ${where}npx iec-bets grant-admin demo_voter_1`);
  } finally {
    await stores.close();
  }
}
