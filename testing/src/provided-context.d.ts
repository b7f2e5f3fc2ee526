import 'vitest';

/** Values the global test setup hands to every test file through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** URLs of the redis-servers started for this test run, one per file running at once (see redis-global-setup.ts). */
    redisUrls: string[];
  }
}
