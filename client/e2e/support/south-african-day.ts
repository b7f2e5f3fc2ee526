/**
 * A scene "of today" set with the real clock: the product's day is South Africa's (UTC+2, all year), and a scene set
 * up a minute before its midnight ends on the next day, when what the member sees of "today" has changed under it.
 */
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const sinceMidnight = () => (Date.now() + SOUTH_AFRICA_OFFSET_MS) % DAY_MS;

/** Waits past South African midnight when it is nearer than `marginMs`, so that the scene begins and ends on one day. */
export async function clearOfMidnight(marginMs: number): Promise<void> {
  const untilMidnight = DAY_MS - sinceMidnight();
  if (untilMidnight < marginMs) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
}

/**
 * `minutes` before now, or, just after midnight, that share of the day so far: questions dated 3, 2 and 1 minutes ago
 * (`most` 3) stay today's and in that order at 00:01 too.
 */
export function minutesAgoToday(minutes: number, most: number): Date {
  const ago = Math.min(minutes * 60_000, (sinceMidnight() * minutes) / (most + 1));
  return new Date(Date.now() - ago);
}
