import { openStores } from '@iec-bets/platform';
import type { WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { exportLog, readerWentAway } from '../export/export-log.js';
import { ExportFilter } from '../export/export-filter.js';
import { configOfExistingData } from './existing-data.js';
import { UsageError } from './usage-error.js';

export interface ExportArguments {
  category: string[];
  since?: string | undefined;
  until?: string | undefined;
  out?: string | undefined;
}

/** Why a file could not be opened for writing, in the operator's words. */
const unwritableBecause: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  EACCES: 'permission denied',
  EISDIR: 'it is a folder',
  EROFS: 'the file system is read-only',
};

/** The file the export goes to, opened before the log is read, so that a wrong path is told at once, in words. */
async function openOutput(path: string): Promise<WriteStream> {
  try {
    return (await open(path, 'w')).createWriteStream();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new UsageError(`Cannot write the export to ${path}: ${unwritableBecause[code] ?? (error as Error).message}`);
  }
}

/** `iec-bets export [--category C]... [--since T] [--until T] [--out FILE]`: the log as NDJSON, for analysts. */
export async function runExport(args: ExportArguments): Promise<void> {
  const options = ExportFilter.safeParse({ categories: args.category, since: args.since, until: args.until });
  // The filter's messages are worded for the person at the command line: the first one is what they read.
  if (!options.success) throw new UsageError(options.error.issues[0]?.message ?? 'The export options are not valid');
  const filter = options.data;
  // The stores first: a wrong DATA_DIR must not have emptied an existing --out file before it is refused.
  const stores = await openStores(configOfExistingData());
  let out: WriteStream | NodeJS.WriteStream;
  try {
    out = args.out ? await openOutput(args.out) : process.stdout;
  } catch (error) {
    await stores.close();
    throw error;
  }
  // A reader that has read enough (`| head`) closes the pipe: the export ends there without a word, as a Unix tool
  // does, rather than with a stack trace and a failure. Whatever is still buffered for it goes the same way.
  const quietWhenReaderLeaves = (error: Error) => {
    if (!readerWentAway(error)) throw error;
  };
  if (!args.out) process.stdout.on('error', quietWhenReaderLeaves);
  try {
    const count = await exportLog(stores.eventStore, out, filter);
    if (args.out) {
      out.end();
      await finished(out);
    }
    console.error(`Exported ${count} events${args.out ? ` to ${args.out}` : ''}.`);
  } catch (error) {
    if (!(args.out === undefined && readerWentAway(error))) throw error;
  } finally {
    await stores.close();
  }
}
