export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

const UNITS: ReadonlyArray<readonly [DurationUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A stretch of time as a whole number of the largest unit there is at least one of, never smaller than `smallest`,
 * rounded up: a wait told this way never ends before the real one, and a span never reads shorter than it was. Never
 * more of a unit than the next one holds: 3,599 seconds is 1 hour, not 60 minutes. Worded by each caller, which
 * speaks of it in its own sentence ("Please wait 1 hour", "within the last 3 hours", "within a minute").
 */
export function durationRoundedUp(seconds: number, smallest: DurationUnit = 'second'): { count: number; unit: DurationUnit } {
  const last = UNITS.findIndex(([unit]) => unit === smallest);
  const found = UNITS.findIndex(([, length], index) => index <= last && seconds >= length);
  const index = found === -1 ? last : found;
  let [unit, size] = UNITS[index]!;
  let count = Math.max(1, Math.ceil(seconds / size));
  const larger = UNITS[index - 1];
  if (larger && count * size >= larger[1]) {
    [unit, size] = larger;
    count = Math.ceil(seconds / size);
  }
  return { count, unit };
}
