import type { EventStore } from '@iec-bets/platform';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { type ExportFilter, matchesExportFilter, toExportRecord } from './export-filter.js';

const PAGE_SIZE = 2_000;

/** Writes the global log, oldest first, as one JSON object per line; returns how many events were written. */
export async function exportLog(eventStore: EventStore, out: Writable, filter: ExportFilter): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    const page = await eventStore.readAll({ after, limit: PAGE_SIZE });
    if (page.length === 0) return written;
    for (const event of page) {
      if (!matchesExportFilter(event, filter)) continue;
      // Respect the reader's pace: a log of millions of events must not pile up in memory.
      if (!out.write(`${JSON.stringify(toExportRecord(event))}\n`)) await once(out, 'drain');
      written++;
    }
    after = page[page.length - 1]!.position;
  }
}
