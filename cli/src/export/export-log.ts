import type { EventStore } from '@iec-bets/platform';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { type ExportFilter, matchesExportFilter, toExportRecord } from './export-filter.js';

const PAGE_SIZE = 2_000;

/**
 * Writes the global log, oldest first, as one JSON object per line; returns how many events were written. A failure
 * of the output (a reader that went away, a full disk) ends it with that failure, at the next line.
 */
export async function exportLog(eventStore: EventStore, out: Writable, filter: ExportFilter): Promise<number> {
  let failed: Error | undefined;
  const fail = (error: Error) => (failed ??= error);
  out.on('error', fail);
  try {
    let after = 0;
    let written = 0;
    for (;;) {
      const page = await eventStore.readAll({ after, limit: PAGE_SIZE });
      if (page.length === 0) return written;
      for (const event of page) {
        if (!matchesExportFilter(event, filter)) continue;
        if (failed) throw failed;
        // Respect the reader's pace: a log of millions of events must not pile up in memory.
        if (!out.write(`${JSON.stringify(toExportRecord(event))}\n`)) await once(out, 'drain');
        written++;
      }
      after = page[page.length - 1]!.position;
    }
  } finally {
    out.off('error', fail);
  }
}

/** Whether an output failed because its reader went away (`iec-bets export | head`): the export's normal end there. */
export function readerWentAway(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EPIPE';
}
