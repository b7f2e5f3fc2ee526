import { freePort } from '@iec-bets/platform';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from '../servers/child-server.js';
import { type LighthouseScores, measureLighthouse } from './lighthouse.js';

const CLI = fileURLToPath(new URL('../../../cli/bin/iec-bets.js', import.meta.url));

/**
 * Lighthouse on the landing page as a visitor meets it: `iec-bets start` serving the built client, with the demo
 * data loaded so that today's question, the archive and its comments are on the page.
 */
export async function measureLandingPage(runs: number): Promise<LighthouseScores> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-landing-'));
  try {
    execFileSync(process.execPath, [CLI, 'seed-demo'], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startChildServer({
      script: CLI,
      args: ['start'],
      env: { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      url,
      healthPath: '/api/health',
    });
    try {
      return await measureLighthouse(`${url}/`, runs);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
