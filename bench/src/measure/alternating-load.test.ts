import { describe, expect, it } from 'vitest';
import { combineRounds, measureInTurns, pooledPercentile } from './alternating-load.js';
import { latencyPercentiles, type LoadResult } from './load.js';

/** A round whose requests took `p50` ms at the median and `p99` at the 99th percentile (and p90 between). */
const round = (overrides: Partial<LoadResult> & { p50?: number; p90?: number; p99?: number } = {}): LoadResult => {
  const { p50 = 5, p90 = 8, p99 = 10, ...rest } = overrides;
  return {
    requestsPerSecond: 1000,
    p50Ms: p50,
    p99Ms: p99,
    completed: 2000,
    non2xx: 0,
    errors: 0,
    latency: [
      { percent: 50, ms: p50 },
      { percent: 90, ms: p90 },
      { percent: 99, ms: p99 },
      { percent: 99.9, ms: p99 * 2 },
    ],
    ...rest,
  };
};

describe('combineRounds', () => {
  it('given rounds of equal length, gives the mean rate and summed counts', () => {
    const combined = combineRounds([
      round({ requestsPerSecond: 20_000, completed: 40_000, non2xx: 1 }),
      round({ requestsPerSecond: 11_000, completed: 22_000, errors: 2 }),
      round({ requestsPerSecond: 14_000, completed: 28_000, non2xx: 3 }),
    ]);
    expect(combined).toMatchObject({ requestsPerSecond: 15_000, completed: 90_000, non2xx: 4, errors: 2 });
  });

  it('given one slow round among fast ones, its p99 weighs by its share of the requests, not as the worst round', () => {
    const fast = round({ p50: 4, p90: 6, p99: 9, completed: 30_000 });
    const slow = round({ p50: 20, p90: 60, p99: 120, completed: 3_000 });
    const combined = combineRounds([fast, fast, fast, slow]);
    // 3,000 of 93,000 requests are the slow round's, all of them past the fast rounds' p99 (9 ms): the pooled 99th
    // percentile falls among them, far below the slow round's own p99.
    expect(combined.p99Ms).toBe(60);
  });

  it('given one round, gives it back', () => {
    const only = round({ requestsPerSecond: 1234, p50: 3, p99: 8 });
    expect(combineRounds([only])).toEqual(only);
  });

  it('given no round, refuses rather than reporting a rate of NaN', () => {
    expect(() => combineRounds([])).toThrow(/at least one round/);
  });
});

describe('pooledPercentile', () => {
  it('given identical rounds, gives their own percentile', () => {
    expect(pooledPercentile([round({ p99: 12 }), round({ p99: 12 })], 99)).toBe(12);
  });

  it('never gives less than the exact figure: between two known percentiles a round is taken at the higher', () => {
    // Half the requests at most 5 ms, 90% at most 8: the 70th percentile is known only to be at most 8 ms.
    expect(pooledPercentile([round({ p50: 5, p90: 8 })], 70)).toBe(8);
  });

  it("counts a round as whole only at its slowest request, not at its highest percentile short of it", () => {
    // The fast round's p99.9 is 20 ms and its slowest request 400 ms; the slow round's slowest is 200 ms.
    const fast = round({ p50: 4, p90: 6, p99: 10, completed: 10_000 });
    fast.latency.push({ percent: 100, ms: 400 });
    const slow = round({ p50: 60, p90: 80, p99: 90, completed: 10_000 });
    slow.latency.push({ percent: 100, ms: 200 });
    expect(pooledPercentile([fast, slow], 100)).toBe(400);
    // At 200 ms the slow round is whole and the fast one known to 99.9%: 99.95% of all.
    expect(pooledPercentile([fast, slow], 99.95)).toBe(200);
  });
});

describe('latencyPercentiles', () => {
  it("reads autocannon's percentile keys as numbers and its slowest request as the 100th, lowest first", () => {
    expect(latencyPercentiles({ average: 3.2, p99_9: 40, p50: 3, p97_5: 12, max: 80, min: 0, p2_5: 1 })).toEqual([
      { percent: 2.5, ms: 1 },
      { percent: 50, ms: 3 },
      { percent: 97.5, ms: 12 },
      { percent: 99.9, ms: 40 },
      { percent: 100, ms: 80 },
    ]);
  });
});

describe('measureInTurns', () => {
  it("runs every load once per round, in turn, each for the round's seconds", async () => {
    const calls: string[] = [];
    const load = (name: string, rate: number) => async (seconds: number) => {
      calls.push(`${name} ${seconds}s`);
      return round({ requestsPerSecond: rate + calls.length });
    };
    const figures = await measureInTurns({ bare: load('bare', 100), server: load('server', 50) }, { rounds: 3, roundSeconds: 2 });
    expect(calls).toEqual(['bare 2s', 'server 2s', 'bare 2s', 'server 2s', 'bare 2s', 'server 2s']);
    // Calls 1, 3, 5 were the bare server's; 2, 4, 6 the product's.
    expect(figures.bare.requestsPerSecond).toBe(103);
    expect(figures.server.requestsPerSecond).toBe(54);
  });

  it('refuses a round of a part of a second, which autocannon would stretch to the next whole one', async () => {
    const load = async () => round();
    await expect(measureInTurns({ bare: load }, { rounds: 3, roundSeconds: 3.3 })).rejects.toThrow(/whole number of seconds/);
  });
});
