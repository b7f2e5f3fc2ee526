import type { DailySeal } from '@iec-bets/contracts';
import { useState } from 'react';
import { formatLongDate } from '@/lib/dates';
import { HashValue } from './hash-value';

/** Two weeks: what someone comparing a copy they kept is likely to need, without a year-long page. */
const FIRST_SHOWN = 14;

/** A seal's day, given as YYYY-MM-DD on the South African calendar; noon keeps it on that day in any zone. */
export function sealDay(day: string): string {
  return formatLongDate(`${day}T12:00:00Z`);
}

export function eventCount(count: number): string {
  return `${count.toLocaleString('en-ZA')} ${count === 1 ? 'event' : 'events'}`;
}

/** The closed days' seals, newest first, each copyable. */
export function SealList({ seals }: { seals: readonly DailySeal[] }) {
  const [showAll, setShowAll] = useState(false);
  if (seals.length === 0) {
    return <p className="muted">No day has closed yet. The first seal appears after midnight, South African time.</p>;
  }
  const shown = showAll ? seals : seals.slice(0, FIRST_SHOWN);
  return (
    <>
      <ol className="plain-list seal-list" aria-label="Daily seals, newest first">
        {shown.map((seal) => (
          <li key={seal.day} className="seal">
            <p className="seal-day">
              <time dateTime={seal.day}>{sealDay(seal.day)}</time>
              <span className="muted"> · {eventCount(seal.eventCount)}</span>
            </p>
            <HashValue label="Seal" hash={seal.headHash} name={`seal of ${sealDay(seal.day)}`} />
          </li>
        ))}
      </ol>
      {seals.length > FIRST_SHOWN && !showAll && (
        <button type="button" className="button small secondary" onClick={() => setShowAll(true)}>
          Show all {seals.length} days
        </button>
      )}
    </>
  );
}
