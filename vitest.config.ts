import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Adapters of servers that cannot run on every machine (EventStoreDB, MongoDB) have contract suites that join the
 * run only when their URL is set, so a run without them reports no skipped tests.
 */
const optionalSuites = [
  ...(process.env.EVENTSTORE_URL ? [] : ['**/*.eventstoredb.int.test.ts']),
  ...(process.env.MONGODB_URL ? [] : ['**/*.mongodb.int.test.ts']),
];

/** Workspaces are used from their TypeScript sources: no build needed before a test. */
const fromSources = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
};

/**
 * Four projects, each run alone with `npx vitest run --project <name>`: `server` (every backend workspace, in
 * Node with a real Redis), `client` (the web client's components and hooks in jsdom), `topology` (`npm run
 * cluster` with nginx and Redis, from the build) once those two have finished, and `e2e` (a real browser, Debian
 * Chromium, against the built server and client) last.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...fromSources,
        test: {
          name: 'server',
          include: ['*/src/**/*.test.ts', 'eslint.config.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'client/**', '**/*.topology.test.ts', ...optionalSuites],
          globalSetup: ['testing/src/redis-global-setup.ts'],
          sequence: { groupOrder: 0 },
          // Two files at a time on two cores: Vitest's default, one fewer than the cores, ran the unit suites one file
          // at a time, and a file spends much of its time waiting on Redis, SQLite's fsync and real sockets.
          maxWorkers: 2,
          // A worker keeps the modules it has loaded from one file to the next: each file loading the services,
          // Fastify and the contracts' schemas anew was about half of this project's time. So no suite may lean on
          // state kept in a module: each opens its own stores on its own files and ports, the one file that fakes
          // timers puts them back after each test, and web push sends its own signed header with each message and
          // tells web-push to add no keys of its module's (web-push-channel.ts). `--sequence.shuffle.files` finds a
          // file that does not hold to this.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        ...fromSources,
        resolve: { ...fromSources.resolve, alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
        plugins: [react()],
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'jsdom',
          setupFiles: ['client/src/test-support/setup.ts'],
          sequence: { groupOrder: 0 },
          // As the server project's: projects that run together must agree on how many files run at once.
          maxWorkers: 2,
          // As the server project's: each file loading React, the router and the app anew was half of its time.
          // Every file renders into a DOM that Testing Library empties after each test, against its own local server.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        ...fromSources,
        test: {
          name: 'topology',
          include: ['cli/src/**/*.topology.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // `npm run cluster` starts eight processes (nginx, Redis and six services, from the build): alone on the
          // machine after the unit suites, so that its kills and timings are not stretched by them.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
      {
        ...fromSources,
        test: {
          name: 'e2e',
          include: ['client/e2e/**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // After the other three, two files at a time: each file runs its own server and Chromium on free ports, and
          // a journey spends most of its time waiting on real timings (a vote's 3 s, a cheer's 5 s, the /ws feed), so
          // two overlap well on two cores; more would stretch those timings past what the journeys allow.
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
          // As the server project's: a worker keeps Playwright and the test support it has loaded from one file to the
          // next (each file importing them anew took about 3 s). A journey keeps its state in its own hooks: its
          // server, browser and pages are made and closed per file.
          isolate: false,
        },
      },
    ],
  },
});
