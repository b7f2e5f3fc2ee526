import { freePort } from '@iec-bets/platform';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from './child-server.js';

const CLI = fileURLToPath(new URL('../../../cli/bin/iec-bets.js', import.meta.url));

/**
 * `iec-bets start` serving the built client on a fresh DATA_DIR loaded with `seed-demo` (and the admins named), as a
 * visitor or member meets the product: the browser parts of the bench measure against it. The folder goes with it.
 */
export async function withDemoServer<T>(options: { admins?: string[] }, use: (url: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-demo-'));
  try {
    const cliEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    execFileSync(process.execPath, [CLI, 'seed-demo'], { env: cliEnv, stdio: 'ignore' });
    for (const admin of options.admins ?? []) execFileSync(process.execPath, [CLI, 'grant-admin', admin], { env: cliEnv, stdio: 'ignore' });
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
      return await use(url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
