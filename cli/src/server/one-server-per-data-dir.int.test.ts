import { freePort } from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type ServerProcess, startServerProcess } from '@iec-bets/testing';

const dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-one-server-'));
let first: ServerProcess | undefined;

afterAll(async () => {
  await first?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a second iec-bets start on the same DATA_DIR', () => {
  it('is refused at once with what to do, and leaves the first one serving', async () => {
    first = await startServerProcess({ DATA_DIR: dataDir });
    const port = String(await freePort());

    const second = runCli(['start'], { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    // It exits by itself (runCli rejects on a non-zero exit) with the operator's message alone, no stack.
    const refusal = (await second.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    ))!;
    expect(refusal).not.toBeNull();
    expect(refusal.code).toBe(1);
    expect(refusal.stderr.trim()).toBe(
      `Another iec-bets start is running on ${dataDir}. One server runs per DATA_DIR: stop the other one, or give this one a DATA_DIR of its own.`,
    );

    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('starts once the first has stopped, even when it was killed', async () => {
    await first!.kill('SIGKILL');
    first = await startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });
});
