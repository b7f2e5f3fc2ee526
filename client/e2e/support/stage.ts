import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { contentSecurityViolations, launchChromium } from './browser.js';
import { type RunningServer, type ServerOptions, startServer } from './server.js';
import { clearOfMidnight } from './south-african-day.js';

/** What a journey runs against: its own server on its own data, and a browser to open pages in. */
export interface Stage {
  /** The server's DATA_DIR, for the other `iec-bets` commands a journey needs (grant-admin, seed-demo). */
  readonly dataDir: string;
  /** Where the server answers, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly browser: Browser;
}

/**
 * Longer than any journey takes: one begun this close to South Africa's midnight waits for it first, since "today's
 * question" it publishes would otherwise be yesterday's before its last step.
 */
const JOURNEY_MARGIN_MS = 3 * 60_000;
const STAGE_START_MS = 60_000;

/**
 * A fresh DATA_DIR, `iec-bets start` on it and Debian Chromium, for the tests of one describe block: each journey
 * starts from an empty product, so no journey depends on what another left behind. Everything is read once the
 * describe's beforeAll hooks run. Call it before the file's own beforeAll: Vitest runs before-hooks in the order
 * they are registered and after-hooks in reverse, so the file's setup finds the server up, and its own teardown
 * (if any) runs while the server still is. `env` configures the server beyond its DATA_DIR; given as a function, it is
 * read when the server starts, after the beforeAll hooks registered before this call (e.g. one starting a mail server).
 */
export function useFreshServerAndBrowser(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: ServerOptions = {},
): Stage {
  const stage = {} as { dataDir: string; url: string; browser: Browser };
  let server: RunningServer | undefined;

  beforeAll(async () => {
    await clearOfMidnight(JOURNEY_MARGIN_MS);
    stage.dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-e2e-'));
    // Side by side: the server's start is mostly waiting on its own process, and each file starts both.
    const starting = startServer(stage.dataDir, typeof env === 'function' ? env() : env, options).then((started) => (server = started));
    const launching = launchChromium().then((browser) => (stage.browser = browser));
    // Both settled before a failure is thrown, so that the teardown finds whichever did start, and stops it.
    const failed = (await Promise.allSettled([starting, launching])).find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    stage.url = server!.url;
  }, JOURNEY_MARGIN_MS + STAGE_START_MS);

  afterAll(async () => {
    // Each step guarded: a start that failed half way still cleans up what it made.
    await stage.browser?.close();
    await server?.stop();
    if (stage.dataDir) rmSync(stage.dataDir, { recursive: true, force: true });
    // Every page ran under the real Content-Security-Policy; anything it blocked is a broken screen or a bad policy.
    if (contentSecurityViolations.length > 0) {
      throw new Error(`The Content-Security-Policy blocked:\n${contentSecurityViolations.join('\n')}`);
    }
  });

  return stage;
}
