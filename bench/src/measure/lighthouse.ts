import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchSettings } from '../bench-settings.js';

/** Debian's Chromium (`apt-get install chromium`): the benchmark never downloads a browser. */
const CHROMIUM = benchSettings().CHROMIUM_PATH;

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseScores {
  /** Each category's score out of 100, the median of the runs. */
  scores: Record<LighthouseCategory, number>;
  runs: number;
  /** The landing page's own timings of the median performance run, for the report. */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's own failures to record a trace, after which it asks to be run again (NO_NAVSTART, NO_FCP and the
 * like come and go on a busy machine): such a run measured nothing, so it is made again, at most this many times.
 */
const TRACE_RETRIES = 2;
const RETRYABLE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_SCREENSHOTS', 'PROTOCOL_TIMEOUT']);

type RunResult = { scores: Record<LighthouseCategory, number>; fcp: number; lcp: number; tbt: number };

/** One audit in a fresh browser (no cache carried over); undefined when Lighthouse failed to record and asks again. */
async function auditOnce(url: string): Promise<RunResult | undefined> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError && RETRYABLE_ERRORS.has(runtimeError.code)) return undefined;
    if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
    const score = (category: LighthouseCategory) => Math.round((categories[category]?.score ?? 0) * 100);
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
      fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's default audit of `url`: a mid-range phone on a throttled mobile network (simulated), in headless
 * Chromium. A single run swings with whatever else the machine is doing, so the figure is the median of `runs`, each
 * in a fresh browser (no cache carried over).
 */
export async function measureLighthouse(url: string, runs: number): Promise<LighthouseScores> {
  const results: RunResult[] = [];
  for (let run = 0; run < runs; run++) {
    let result: RunResult | undefined;
    for (let attempt = 0; attempt <= TRACE_RETRIES && !result; attempt++) result = await auditOnce(url);
    if (!result) throw new Error(`Lighthouse could not record a trace of ${url} in ${TRACE_RETRIES + 1} attempts`);
    results.push(result);
  }
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!;
  return {
    scores: {
      performance: median(results.map((r) => r.scores.performance)),
      accessibility: median(results.map((r) => r.scores.accessibility)),
      'best-practices': median(results.map((r) => r.scores['best-practices'])),
    },
    runs,
    firstContentfulPaintMs: middle.fcp,
    largestContentfulPaintMs: middle.lcp,
    totalBlockingTimeMs: middle.tbt,
  };
}
