import { freePort } from '@iec-bets/platform';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceEntry } from './cluster-topology.js';

/**
 * Each service as its own process (from the build), with its Redis out of reach from start to end: it must neither
 * exit nor hang, and a SIGTERM must still stop it. The signal goes once the service says it is up (a busy machine can
 * take seconds just to load the modules, and a signal before the service's handler is installed proves nothing).
 */
const dir = mkdtempSync(join(tmpdir(), 'iec-no-redis-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(['command-service', 'query-service', 'projector', 'notifier'])('the %s without Redis', (service) => {
  it('keeps running while Redis is away, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [serviceEntry(service)], {
      env: {
        ...process.env,
        DATA_DIR: join(dir, service),
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    if (service === 'query-service') {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status, { timeout: 15_000 })
        .toBe(503);
    } else if (service === 'command-service') {
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)) !== undefined, { timeout: 15_000 }).toBe(true);
    } else {
      await expect.poll(() => output.includes(`${service} started`), { timeout: 15_000 }).toBe(true);
    }
    // Up, and it stays up without Redis.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 10_000))]);
    if (code === 'still running') child.kill('SIGKILL');
    expect(code).toBe(0);
  }, 30_000);
});
