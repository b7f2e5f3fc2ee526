import { freePort } from '@iec-bets/platform';
import { runCli } from '@iec-bets/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portIsFree } from './port-free.js';

const dataDir = mkdtempSync(join(tmpdir(), 'iec-cluster-port-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the cluster on a port that is taken', () => {
  it('refuses to start, naming the port, rather than say it runs while nginx cannot bind', async () => {
    // Another program on the port, on loopback only: nginx's `listen PORT` (every address) cannot bind beside it.
    const port = await freePort();
    const squatter = createServer((_request, response) => response.end('not IEC Bets'));
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      expect(await portIsFree(port)).toBe(false);
      await expect(runCli(['cluster'], { DATA_DIR: dataDir, PORT: String(port) })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`Port ${port} is already in use, and it is where the cluster's entry (nginx) listens`),
      });
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    expect(await portIsFree(port)).toBe(true);
  });
});
