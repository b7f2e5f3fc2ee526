import { inject } from 'vitest';

/** Values the global test setup hands to every test file through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** URLs of the redis-servers started for this test run, one per file running at once (see redis-global-setup.ts). */
    redisUrls: string[];
  }
}

/**
 * The URL of this file's own test Redis: files that run at the same time (each in its own Vitest worker, numbered from
 * 1 in VITEST_POOL_ID) never share one, so none hears another's notices (see redis-global-setup.ts).
 */
export function testRedisUrl(): string {
  const urls = inject('redisUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}
