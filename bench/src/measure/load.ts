import autocannon from 'autocannon';

/** A latency percentile autocannon reports: `percent` of the requests took at most `ms`. */
export interface LatencyPercentile {
  percent: number;
  ms: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  completed: number;
  non2xx: number;
  errors: number;
  /**
   * Every percentile autocannon gives (p0.001 to p99.999) and the slowest request as the 100th, lowest first: rounds
   * of a load combine from these.
   */
  latency: LatencyPercentile[];
}

export type LoadOptions = autocannon.Options;

/** Runs autocannon against a loopback URL and keeps the figures the report needs. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({ ...options, setupClient: options.setupClient });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    latency: latencyPercentiles(result.latency as unknown as Record<string, number>),
  };
}

/** autocannon's `p97_5`-style keys as numbers, and its `max` as the 100th percentile, lowest first. */
export function latencyPercentiles(latency: Record<string, number>): LatencyPercentile[] {
  const percentiles = Object.entries(latency)
    .filter(([key]) => /^p\d+(_\d+)?$/.test(key))
    .map(([key, ms]) => ({ percent: Number(key.slice(1).replace('_', '.')), ms }));
  if (latency.max !== undefined) percentiles.push({ percent: 100, ms: latency.max });
  return percentiles.sort((a, b) => a.percent - b.percent);
}

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
