import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '@iec-bets/platform';
import { startRedisServer } from './redis-server-process.js';

/**
 * Starts a throwaway redis-server for each test file that runs at the same time (the project's maxWorkers), and hands
 * their URLs to the tests as `inject('redisUrls')`; a file finds its own with testRedisUrl(). Two files never share
 * one: Redis's publish/subscribe channels are global to a server, and a file that counts the projector's notices on
 * the product's channel would hear another file's projector. Nothing is persisted: each server lives in its own temp
 * dir and goes away with the run.
 */
export default async function startRedisForTests(project: TestProject): Promise<() => Promise<void>> {
  const stops = await Promise.all(Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => startOneRedis()));
  project.provide('redisUrls', stops.map(({ url }) => url));
  return async () => {
    await Promise.all(stops.map(({ stop }) => stop()));
  };
}

async function startOneRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-bets-test-redis-'));
  let lastError: unknown;
  // Another process may take the free port between looking it up and redis-server binding it: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await startRedisServer(await freePort(), dir);
      return {
        url: server.url,
        stop: async () => {
          await server.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      lastError = error;
    }
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError;
}
