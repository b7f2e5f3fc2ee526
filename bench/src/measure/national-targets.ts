import { type Figure, ms } from '../report.js';

/** The national run's figures, under exactly the keys issue 15 gives BENCH_JSON; null for a part that did not run. */
export interface NationalFigures {
  users: number;
  answers: number;
  resolutionSeconds: number | null;
  projectorPeakRssMb: number | null;
  largestTransactionDocuments: number | null;
  resultsP99IdleMs: number | null;
  resultsP99DuringResolutionMs: number | null;
  leaderboardP99IdleMs: number | null;
  leaderboardP99DuringResolutionMs: number | null;
  rankP99TopMs: number | null;
  rankP99MiddleMs: number | null;
  fanoutQueuedSeconds: number | null;
  fanoutPeakRssMb: number | null;
  deliveriesPerSecond: number | null;
  noopJobsPerSecond: number | null;
  replayEvents: number | null;
  replayEventsPerSecond: number | null;
  replayPeakRssMb: number | null;
  startupSeconds: number | null;
  ws10kP50Ms: number | null;
  ws10kMaxMs: number | null;
  bareWs10kP50Ms: number | null;
  /** Where the "middle" player of the rank figures stood (the sampled player ranked nearest N/2); not in the JSON. */
  rankMiddlePlace?: number | null;
  /** Replay over the log's first quarter and its third, and the server's RSS at their ends; not in the JSON. */
  replayEarlyEventsPerSecond?: number | null;
  replayLateEventsPerSecond?: number | null;
  replayEarlyRssMb?: number | null;
  replayLateRssMb?: number | null;
}

export const NATIONAL_KEYS = [
  'users',
  'answers',
  'resolutionSeconds',
  'projectorPeakRssMb',
  'largestTransactionDocuments',
  'resultsP99IdleMs',
  'resultsP99DuringResolutionMs',
  'leaderboardP99IdleMs',
  'leaderboardP99DuringResolutionMs',
  'rankP99TopMs',
  'rankP99MiddleMs',
  'fanoutQueuedSeconds',
  'fanoutPeakRssMb',
  'deliveriesPerSecond',
  'noopJobsPerSecond',
  'replayEvents',
  'replayEventsPerSecond',
  'replayPeakRssMb',
  'startupSeconds',
  'ws10kP50Ms',
  'ws10kMaxMs',
  'bareWs10kP50Ms',
] as const satisfies ReadonlyArray<keyof NationalFigures>;

/** The figures as BENCH_JSON holds them: every key of the table, in its order, and no other. */
export function nationalJson(figures: NationalFigures): Record<(typeof NATIONAL_KEYS)[number], number | null> {
  return Object.fromEntries(NATIONAL_KEYS.map((key) => [key, figures[key]])) as Record<(typeof NATIONAL_KEYS)[number], number | null>;
}

/** Issue 15's targets for the full run on the 2-core machine. */
export const NATIONAL_TARGETS = {
  resolutionSeconds: 60,
  projectorPeakRssMb: 500,
  largestTransactionDocuments: 10_000,
  /** Public results during the resolution, as a multiple of their idle p99. */
  resultsDuringResolutionFactor: 3,
  /** A rank lookup near N/2, as a multiple of #1's. */
  rankMiddleFactor: 2,
  fanoutPeakRssMb: 300,
  fanoutQueuedSeconds: 60,
  replayEventsPerSecond: 100_000,
  replayPeakRssMb: 500,
  /**
   * "Flat as the log grows": the third quarter of the log replays at no less than this share of the first quarter's
   * rate, and the server's RSS at its end is no more than this multiple of the RSS at the first quarter's end.
   */
  replayLateRateShare: 0.8,
  replayLateRssFactor: 1.2,
  ws10kP50Ms: 500,
} as const;

const seconds = (value: number) => `${value.toFixed(1)} s`;
const mb = (value: number) => `${Math.round(value)} MB`;
const count = (value: number) => Math.round(value).toLocaleString('en-ZA');
const rate = (value: number) => `${count(value)}/s`;
const percent = (value: number) => `${Math.round(value * 100)}%`;
const times = (value: number) => `${value.toFixed(2)}x`;
/** `part / whole`, or null when either was not measured. */
const share = (part: number | null | undefined, whole: number | null | undefined): number | null =>
  part == null || whole == null || !Number.isFinite(part) || !Number.isFinite(whole) || whole === 0 ? null : part / whole;

/** One row: `met` is null (no verdict) when the figure, or what it is judged against, was not measured. */
function row(name: string, value: number | null, show: (value: number) => string, target: string, judge?: (value: number) => boolean | null): Figure {
  if (value === null || !Number.isFinite(value)) return { name, value: 'not measured', ratio: '', target, met: null };
  return { name, value: show(value), ratio: '', target, met: judge ? judge(value) : null };
}

const against = (base: number | null, test: (base: number) => boolean): boolean | null => (base === null || !Number.isFinite(base) ? null : test(base));

/** The table rows of the national run, each judged against its target (issue 15's "Targets"). */
export function judgeNational(f: NationalFigures): Figure[] {
  const t = NATIONAL_TARGETS;
  const n = count(f.users);
  return [
    row(`national: resolution of ${count(f.answers)} answers, until every answerer's stats and rank show`, f.resolutionSeconds, seconds, `< ${t.resolutionSeconds} s`, (v) => v < t.resolutionSeconds),
    row('national: server (projector) peak RSS during the resolution', f.projectorPeakRssMb, mb, `< ${t.projectorPeakRssMb} MB`, (v) => v < t.projectorPeakRssMb),
    row('national: largest read-store transaction, documents', f.largestTransactionDocuments, count, `<= ${count(t.largestTransactionDocuments)}`, (v) => v <= t.largestTransactionDocuments),
    row('national: public-results p99, idle', f.resultsP99IdleMs, ms, '', undefined),
    row('national: public-results p99 during the resolution', f.resultsP99DuringResolutionMs, ms, `< ${t.resultsDuringResolutionFactor}x idle`, (v) =>
      against(f.resultsP99IdleMs, (idle) => v < t.resultsDuringResolutionFactor * idle),
    ),
    row('national: leaderboard p99, idle', f.leaderboardP99IdleMs, ms, '', undefined),
    row('national: leaderboard p99 during the resolution', f.leaderboardP99DuringResolutionMs, ms, '', undefined),
    row('national: rank lookups p99 (stats and leaderboard), player #1', f.rankP99TopMs, ms, '', undefined),
    row(`national: rank lookups p99, player #${count(f.rankMiddlePlace ?? Math.round(f.users / 2))} of ${n} (nearest N/2 sampled)`, f.rankP99MiddleMs, ms, `<= ${t.rankMiddleFactor}x #1`, (v) =>
      against(f.rankP99TopMs, (top) => v <= t.rankMiddleFactor * top),
    ),
    row(`national: new-question fan-out to ${n}, until every delivery job is queued`, f.fanoutQueuedSeconds, seconds, `<= ${t.fanoutQueuedSeconds} s`, (v) => v <= t.fanoutQueuedSeconds),
    row('national: fan-out peak RSS (the one-process server)', f.fanoutPeakRssMb, mb, `< ${t.fanoutPeakRssMb} MB`, (v) => v < t.fanoutPeakRssMb),
    row('national: web-push deliveries to the local push service', f.deliveriesPerSecond, rate, '', undefined),
    row('national: no-op jobs on a queue of the same kind, as many at a time', f.noopJobsPerSecond, rate, '', undefined),
    row(`national: replay of ${f.replayEvents === null ? 'the' : count(f.replayEvents)} events`, f.replayEventsPerSecond, rate, `>= ${rate(t.replayEventsPerSecond)}`, (v) => v >= t.replayEventsPerSecond),
    row('national: replay peak RSS', f.replayPeakRssMb, mb, `< ${t.replayPeakRssMb} MB`, (v) => v < t.replayPeakRssMb),
    row('national: replay rate over the log\'s third quarter, against its first', share(f.replayLateEventsPerSecond, f.replayEarlyEventsPerSecond), percent, `>= ${percent(t.replayLateRateShare)}`, (v) => v >= t.replayLateRateShare),
    row('national: server RSS after the log\'s third quarter, against after its first', share(f.replayLateRssMb, f.replayEarlyRssMb), times, `<= ${times(t.replayLateRssFactor)}`, (v) => v <= t.replayLateRssFactor),
    row('national: start-up with this log, until /api/health answers', f.startupSeconds, seconds, '', undefined),
    row('national: /ws new-question to the last of 10,000 clients, p50', f.ws10kP50Ms, ms, `< ${t.ws10kP50Ms} ms`, (v) => v < t.ws10kP50Ms),
    row('national: /ws, 10,000 clients, max', f.ws10kMaxMs, ms, '', undefined),
    row('national: bare ws server, 10,000 clients, p50', f.bareWs10kP50Ms, ms, '', undefined),
  ];
}

/**
 * The rows that fail the run: a target missed, or a target left without a verdict because its figure, or what it is
 * judged against, was not measured (a target nobody checked is not met).
 */
export function failedTargets(rows: Figure[]): { missed: Figure[]; unmeasured: Figure[] } {
  return {
    missed: rows.filter((row) => row.met === false),
    unmeasured: rows.filter((row) => row.target !== '' && row.met === null),
  };
}
