import type { LatencyPercentile, LoadResult } from './load.js';

/** A load that can be run for a few seconds at a time, as one of several measured in turn. */
export type LoadInTurns = (seconds: number) => Promise<LoadResult>;

/**
 * Runs each load for `roundSeconds` at a time, all of them in turn, round after round, and combines each one's
 * rounds. A figure is read as a share of the bare server's: measured one after the other, a minute in which the
 * machine was slower (a shared host's neighbours, a CPU's clock) fell on one side only, and the same build read at
 * 44% in one run and 95% in the next. In turns, such a minute falls on both sides.
 */
export async function measureInTurns<Name extends string>(
  loads: Record<Name, LoadInTurns>,
  options: { rounds: number; roundSeconds: number },
): Promise<Record<Name, LoadResult>> {
  // autocannon ends a load at its next one-second sample: a round of 3.3 s would run for 4.
  if (!Number.isInteger(options.roundSeconds) || options.roundSeconds < 1) {
    throw new Error(`A round lasts a whole number of seconds, not ${options.roundSeconds}`);
  }
  const names = Object.keys(loads) as Name[];
  const rounds = new Map<Name, LoadResult[]>(names.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const name of names) rounds.get(name)!.push(await loads[name](options.roundSeconds));
  }
  return Object.fromEntries(names.map((name) => [name, combineRounds(rounds.get(name)!)])) as Record<Name, LoadResult>;
}

/**
 * One figure from rounds of equal length: the mean rate, summed counts, and the latency percentiles of all the
 * rounds' requests together (see `pooledPercentile`).
 */
export function combineRounds(rounds: LoadResult[]): LoadResult {
  if (rounds.length === 0) throw new Error('combineRounds needs at least one round');
  if (rounds.length === 1) return rounds[0]!;
  const sum = (pick: (round: LoadResult) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  const percents = rounds[0]!.latency.map(({ percent }) => percent);
  const latency = percents.map((percent) => ({ percent, ms: pooledPercentile(rounds, percent) }));
  return {
    requestsPerSecond: sum((round) => round.requestsPerSecond) / rounds.length,
    p50Ms: pooledPercentile(rounds, 50),
    p99Ms: pooledPercentile(rounds, 99),
    completed: sum((round) => round.completed),
    non2xx: sum((round) => round.non2xx),
    errors: sum((round) => round.errors),
    latency,
  };
}

/**
 * The latency that `percent` of all the rounds' requests together stayed within, from each round's percentiles
 * (its slowest request as the 100th) weighed by its request count. A round is only known at its percentiles, so
 * between two of them it is taken at the higher: the figure is never lower than the exact one would be.
 */
export function pooledPercentile(rounds: LoadResult[], percent: number): number {
  const total = rounds.reduce((sum, round) => sum + round.completed, 0);
  const shareWithin = (ms: number) =>
    rounds.reduce((sum, round) => sum + (round.completed * percentWithin(round.latency, ms)) / 100, 0) / total;
  const candidates = [...new Set(rounds.flatMap((round) => round.latency.map((point) => point.ms)))].sort((a, b) => a - b);
  return candidates.find((ms) => shareWithin(ms) * 100 >= percent - 1e-9) ?? candidates.at(-1)!;
}

/** The highest percentile of a round known to lie within `ms`. */
function percentWithin(latency: LatencyPercentile[], ms: number): number {
  let within = 0;
  for (const point of latency) if (point.ms <= ms) within = point.percent;
  return within;
}
