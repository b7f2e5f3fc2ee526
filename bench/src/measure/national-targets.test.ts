import { describe, expect, it } from 'vitest';
import { percentile } from './load.js';
import { failedTargets, judgeNational, NATIONAL_KEYS, nationalJson, type NationalFigures } from './national-targets.js';

const unmeasured: NationalFigures = Object.fromEntries(NATIONAL_KEYS.map((key) => [key, null])) as unknown as NationalFigures;
const figures = (overrides: Partial<NationalFigures>): NationalFigures => ({ ...unmeasured, users: 500_000, answers: 500_000, ...overrides });
const verdict = (all: NationalFigures, name: string) => judgeNational(all).find((row) => row.name.includes(name))!;

describe('nationalJson', () => {
  it('holds exactly the keys of issue 15, in its order, whatever else the figures carry', () => {
    const json = nationalJson({ ...figures({ resolutionSeconds: 12.5 }), extra: 1 } as NationalFigures);
    expect(Object.keys(json)).toEqual([
      'users', 'answers',
      'resolutionSeconds', 'projectorPeakRssMb', 'largestTransactionDocuments',
      'resultsP99IdleMs', 'resultsP99DuringResolutionMs', 'leaderboardP99IdleMs', 'leaderboardP99DuringResolutionMs',
      'rankP99TopMs', 'rankP99MiddleMs',
      'fanoutQueuedSeconds', 'fanoutPeakRssMb', 'deliveriesPerSecond', 'noopJobsPerSecond',
      'replayEvents', 'replayEventsPerSecond', 'replayPeakRssMb',
      'startupSeconds', 'ws10kP50Ms', 'ws10kMaxMs', 'bareWs10kP50Ms',
    ]);
    expect(json.resolutionSeconds).toBe(12.5);
    expect(json.fanoutQueuedSeconds).toBeNull();
  });
});

describe('judgeNational', () => {
  it('given a resolution under a minute, meets it; at 60 s itself, misses (the target says "under")', () => {
    expect(verdict(figures({ resolutionSeconds: 59.9 }), 'resolution of').met).toBe(true);
    expect(verdict(figures({ resolutionSeconds: 60 }), 'resolution of').met).toBe(false);
  });

  it('given a transaction of exactly 10,000 documents, meets the bound; one more misses it', () => {
    expect(verdict(figures({ largestTransactionDocuments: 10_000 }), 'largest read-store').met).toBe(true);
    expect(verdict(figures({ largestTransactionDocuments: 10_001 }), 'largest read-store').met).toBe(false);
  });

  it('calls replay flat when the third quarter of the log keeps 80% of the first quarter\'s rate, and 1.2x its memory at most', () => {
    const rateRow = 'replay rate over the log';
    const memoryRow = 'server RSS after the log';
    expect(verdict(figures({ replayEarlyEventsPerSecond: 10_000, replayLateEventsPerSecond: 8_000 }), rateRow)).toMatchObject({ value: '80%', met: true });
    expect(verdict(figures({ replayEarlyEventsPerSecond: 10_000, replayLateEventsPerSecond: 7_900 }), rateRow).met).toBe(false);
    expect(verdict(figures({ replayEarlyRssMb: 250, replayLateRssMb: 300 }), memoryRow)).toMatchObject({ value: '1.20x', met: true });
    expect(verdict(figures({ replayEarlyRssMb: 250, replayLateRssMb: 301 }), memoryRow).met).toBe(false);
    // A replay that was not measured gets no verdict, rather than a pass.
    expect(verdict(figures({ replayLateEventsPerSecond: 8_000 }), rateRow)).toMatchObject({ value: 'not measured', met: null });
  });

  it('judges public-results during the resolution against three times its own idle p99', () => {
    expect(verdict(figures({ resultsP99IdleMs: 10, resultsP99DuringResolutionMs: 29 }), 'public-results p99 during').met).toBe(true);
    expect(verdict(figures({ resultsP99IdleMs: 10, resultsP99DuringResolutionMs: 30 }), 'public-results p99 during').met).toBe(false);
  });

  it('judges the rank near N/2 against twice the rank of #1, and names the place it was measured at', () => {
    const row = verdict(figures({ rankP99TopMs: 4, rankP99MiddleMs: 8, rankMiddlePlace: 316_508 }), 'nearest N/2');
    expect(row).toMatchObject({ met: true, target: '<= 2x #1' });
    expect(row.name).toContain('#316,508 of 500,000'.replace(/,/g, '\u00a0'));
    expect(verdict(figures({ rankP99TopMs: 4, rankP99MiddleMs: 8.1 }), 'nearest N/2').met).toBe(false);
  });

  it('keeps the middle player\'s place out of the JSON: only the issue\'s keys go there', () => {
    expect(nationalJson(figures({ rankMiddlePlace: 316_508 }))).not.toHaveProperty('rankMiddlePlace');
  });

  it('given a figure measured but not what it is judged against, gives no verdict rather than a miss', () => {
    expect(verdict(figures({ resultsP99DuringResolutionMs: 30 }), 'public-results p99 during').met).toBeNull();
  });

  it('given a part that did not run, shows "not measured" and no verdict', () => {
    expect(verdict(unmeasured, 'fan-out peak RSS')).toMatchObject({ value: 'not measured', met: null });
  });

  it('judges replay at 100,000 events/s or more and the /ws p50 under 500 ms', () => {
    expect(verdict(figures({ replayEventsPerSecond: 100_000 }), 'replay of').met).toBe(true);
    expect(verdict(figures({ replayEventsPerSecond: 99_999 }), 'replay of').met).toBe(false);
    expect(verdict(figures({ ws10kP50Ms: 499 }), 'clients, p50').met).toBe(true);
    expect(verdict(figures({ ws10kP50Ms: 500 }), 'clients, p50').met).toBe(false);
  });
});

describe('failedTargets', () => {
  it('fails a run on a missed target and on a target left unmeasured, never on a figure shown without a target', () => {
    const rows = judgeNational(figures({ resolutionSeconds: 61, largestTransactionDocuments: 10, resultsP99DuringResolutionMs: 30 }));
    const { missed, unmeasured } = failedTargets(rows);
    expect(missed.map((row) => row.name)).toEqual([expect.stringContaining('resolution of')]);
    // The results during the resolution were measured, but not their idle p99: no verdict, and so a failure.
    expect(unmeasured.map((row) => row.name)).toContainEqual('national: public-results p99 during the resolution');
    expect(unmeasured.map((row) => row.name)).not.toContainEqual(expect.stringContaining('largest read-store'));
    // Figures shown for reading only (no target) fail nothing, measured or not.
    expect(unmeasured.map((row) => row.name)).not.toContainEqual('national: public-results p99, idle');
  });
});

describe('percentile', () => {
  it('gives the value at or above the share asked for, whatever the order', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 99)).toBe(7);
  });

  it('given no values, is not a number', () => {
    expect(percentile([], 99)).toBeNaN();
  });
});
