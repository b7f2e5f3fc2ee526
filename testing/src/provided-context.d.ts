import 'vitest';

/** Values the global test setup hands to every test file through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the redis-server started for this test run (see redis-global-setup.ts). */
    redisUrl: string;
  }
}
