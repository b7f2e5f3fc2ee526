/**
 * The pure half of the screen-speed part of `npm run bench`: its targets, the median it reports, and the table it
 * prints. The browser half (screens.ts) only collects timings.
 */

/** Issue 14's speed targets, in milliseconds and bytes. */
export const SPEED_TARGETS = {
  warmMs: 1_000,
  coldMs: 2_500,
  landingLcpMs: 2_000,
  lighthousePerformance: 95,
  landingInitialJsGzipBytes: 100_000,
  landingFirstVisitBytes: 200_000,
} as const;

/**
 * One screen's time to useful content, every run of it, cold and warm; and, cold, the time until the app itself runs
 * it. A member's page first shows a picture of their screen that the server drew (client/src/app/page-snapshot.ts),
 * and the landing page arrives rendered: both show the data before the app's code has run, so the two times differ.
 */
export interface ScreenTimings {
  screen: string;
  path: string;
  coldMs: number[];
  warmMs: number[];
  coldLiveMs: number[];
}

export interface ScreenVerdict {
  screen: string;
  path: string;
  coldMs: number;
  warmMs: number;
  /** Reported beside the targets, not judged: the targets are for the data on screen. */
  coldLiveMs: number;
  coldMet: boolean;
  warmMet: boolean;
}

/** The middle run; of an even number, the mean of the two middle ones. A run that never showed its data is Infinity. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No runs to take a median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each screen's medians against the targets: strictly under, as the issue words them ("under 1.0 s"). */
export function judgeScreens(timings: readonly ScreenTimings[]): ScreenVerdict[] {
  return timings.map(({ screen, path, coldMs, warmMs, coldLiveMs }) => {
    const cold = median(coldMs);
    const warm = median(warmMs);
    return {
      screen,
      path,
      coldMs: cold,
      warmMs: warm,
      coldLiveMs: median(coldLiveMs),
      coldMet: cold < SPEED_TARGETS.coldMs,
      warmMet: warm < SPEED_TARGETS.warmMs,
    };
  });
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
const mark = (met: boolean) => (met ? '✓' : '✗');

/**
 * The time-to-content table: one row per screen, each median beside its target with ✓ or ✗, and the cold load's time
 * until the app itself runs the screen, which has no target.
 */
export function formatScreenTable(verdicts: readonly ScreenVerdict[], runs: number): string {
  const header = [
    `| screen | path | cold load, median of ${runs} | < ${seconds(SPEED_TARGETS.coldMs)} | cold, until the app runs it, median of ${runs} | warm navigation, median of ${runs} | < ${seconds(SPEED_TARGETS.warmMs)} |`,
    '|---|---|---|---|---|---|---|',
  ];
  const rows = verdicts.map(
    (v) =>
      `| ${v.screen} | ${v.path} | ${seconds(v.coldMs)} | ${mark(v.coldMet)} | ${seconds(v.coldLiveMs)} | ${seconds(v.warmMs)} | ${mark(v.warmMet)} |`,
  );
  return [...header, ...rows].join('\n');
}

/** The slowest screen of each kind, for the benchmark's summary table and its JSON. */
export function slowest(verdicts: readonly ScreenVerdict[], kind: 'coldMs' | 'warmMs' | 'coldLiveMs'): ScreenVerdict {
  if (verdicts.length === 0) throw new Error('No screens were measured');
  return verdicts.reduce((worst, v) => (v[kind] > worst[kind] ? v : worst));
}
