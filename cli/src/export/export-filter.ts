import { type RecordedEvent, STREAM_CATEGORIES, streamCategory } from '@iec-bets/contracts';
import { z } from 'zod';

export const ExportFilter = z.object({
  /** Stream categories to keep (`question`, `user`, `answer`, ...); all when empty. */
  // A category the log does not have would export nothing and say so as if the log were empty: a typo ("questions")
  // is told, with the categories there are.
  categories: z.array(
    z.string().refine((category) => STREAM_CATEGORIES.includes(category), {
      error: (issue) => `There is no stream category "${String(issue.input)}": the categories are ${STREAM_CATEGORIES.join(', ')}`,
    }),
  ),
  since: z.iso.datetime({ offset: true, error: '--since takes an ISO date-time such as 2026-11-01T00:00:00Z' }).transform((value) => Date.parse(value)).optional(),
  until: z.iso.datetime({ offset: true, error: '--until takes an ISO date-time such as 2026-11-30T23:59:59Z' }).transform((value) => Date.parse(value)).optional(),
});
export type ExportFilter = z.output<typeof ExportFilter>;

/** Whether an event falls in the export: its stream's category, and its time within [since, until]. */
export function matchesExportFilter(event: RecordedEvent, filter: ExportFilter): boolean {
  if (filter.categories.length > 0 && !filter.categories.includes(streamCategory(event.streamId))) return false;
  const time = Date.parse(event.metadata.occurredAt);
  if (filter.since !== undefined && time < filter.since) return false;
  if (filter.until !== undefined && time > filter.until) return false;
  return true;
}

/** Fields that must never leave the server, even in the operator's export. */
const SECRET_FIELDS = new Set(['passwordHash']);

/** One NDJSON line's object: the event as stored, with secrets replaced by a marker. */
export function toExportRecord(event: RecordedEvent): Record<string, unknown> {
  const data = Object.fromEntries(
    Object.entries(event.data).map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '[redacted]' : value]),
  );
  return {
    position: event.position,
    streamId: event.streamId,
    revision: event.revision,
    id: event.id,
    type: event.type,
    data,
    metadata: event.metadata,
  };
}
