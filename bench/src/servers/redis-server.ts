import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@iec-bets/platform';

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server (Debian package) on a free loopback port, nothing persisted. */
export async function startLocalRedis(): Promise<LocalRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-bench-redis-'));
  const port = await freePort();
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (await answers(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`redis-server did not start on port ${port}`);
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
