import { openStores, parseInput } from '@iec-bets/platform';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { exportLog } from '../export/export-log.js';
import { ExportFilter } from '../export/export-filter.js';
import { configOfExistingData } from './existing-data.js';

export interface ExportArguments {
  category: string[];
  since?: string | undefined;
  until?: string | undefined;
  out?: string | undefined;
}

/** `iec-bets export [--category C]... [--since T] [--until T] [--out FILE]`: the log as NDJSON, for analysts. */
export async function runExport(args: ExportArguments): Promise<void> {
  const filter = parseInput(ExportFilter, { categories: args.category, since: args.since, until: args.until });
  const stores = await openStores(configOfExistingData());
  try {
    const out = args.out ? createWriteStream(args.out) : process.stdout;
    const count = await exportLog(stores.eventStore, out, filter);
    if (args.out) {
      out.end();
      await finished(out);
    }
    console.error(`Exported ${count} events${args.out ? ` to ${args.out}` : ''}.`);
  } finally {
    await stores.close();
  }
}
