import { defineConfig } from 'vitest/config';

/**
 * Adapters of servers that cannot run on every machine (EventStoreDB, MongoDB) have contract suites that join the
 * run only when their URL is set, so a run without them reports no skipped tests.
 */
const optionalSuites = [
  ...(process.env.EVENTSTORE_URL ? [] : ['**/*.eventstoredb.int.test.ts']),
  ...(process.env.MONGODB_URL ? [] : ['**/*.mongodb.int.test.ts']),
];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', ...optionalSuites],
    globalSetup: ['platform/src/test-support/redis-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
