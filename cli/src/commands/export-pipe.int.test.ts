import { CLI, runCli } from '@iec-bets/testing';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `iec-bets export` read by a tool that stops early (`| head`), on the demo's log: more than a pipe holds (about
 * 90 kB against 64 kB), so the export is still writing when its reader goes away.
 */
describe('iec-bets export into a reader that stops early', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'iec-bets-export-pipe-'));
    await runCli(['seed-demo'], { DATA_DIR: dataDir });
  }, 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends quietly and successfully, as a Unix tool does, not with a stack trace and a failure', async () => {
    const exporting = spawn(process.execPath, [CLI, 'export'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    exporting.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [firstChunk] = (await once(exporting.stdout, 'data')) as [Buffer];
    expect(JSON.parse(firstChunk.toString().split('\n')[0]!)).toMatchObject({ position: 1 });
    // The reader has read its first line and goes, as `head -1` does.
    exporting.stdout.destroy();
    const [code] = (await once(exporting, 'exit')) as [number | null];
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  }, 60_000);

  it('refuses a category the log does not have, with the ones it has, rather than export nothing', async () => {
    await expect(runCli(['export', '--category', 'questions'], { DATA_DIR: dataDir })).rejects.toMatchObject({
      stderr: expect.stringContaining('There is no stream category "questions": the categories are answer,'),
    });
  }, 60_000);
});
