import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '@iec-bets/platform';
import { startRedisServer } from './redis-server-process.js';

/**
 * Starts a throwaway redis-server for the whole test run and hands its URL to the tests as `inject('redisUrl')`.
 * Nothing is persisted: the server lives in its own temp dir and goes away with the run.
 */
export default async function startRedisForTests(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-test-redis-'));
  let lastError: unknown;
  // Another process may take the free port between looking it up and redis-server binding it: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await startRedisServer(await freePort(), dir);
      project.provide('redisUrl', server.url);
      return async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      };
    } catch (error) {
      lastError = error;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}
