import { commandRoutes } from '@iec-bets/command-service';
import {
  createHttpServer,
  createInProcessNoticeBus,
  type EventStore,
  type ImageStore,
  type NoticeBus,
  openFilesystemImageStore,
  openSqliteEventStore,
  openSqliteReadStore,
  openSqliteSessionStore,
  type ReadStore,
} from '@iec-bets/platform';
import { ensureReadModelIndexes } from '@iec-bets/projector';
import { queryRoutes } from '@iec-bets/query-service';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AllRoutesApp {
  app: FastifyInstance;
  /** The temporary folder of its files (images in `images/`). */
  dir: string;
  eventStore: EventStore;
  readStore: ReadStore;
  noticeBus: NoticeBus;
  imageStore: ImageStore;
  close(): Promise<void>;
}

/**
 * The command and query routes on one Fastify instance, as `iec-bets start` puts them together, over SQLite files in
 * a temporary folder and rate limits high enough for a test. `beforeRoutes` runs before any route is registered
 * (to add an `onRoute` hook, say).
 */
export async function startAllRoutesApp(options: { beforeRoutes?: (app: FastifyInstance) => void } = {}): Promise<AllRoutesApp> {
  const dir = mkdtempSync(join(tmpdir(), 'iec-all-routes-'));
  const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  const sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  const imageStore = openFilesystemImageStore({ dir: join(dir, 'images') });
  const noticeBus = createInProcessNoticeBus();
  await ensureReadModelIndexes(readStore);
  const app = await createHttpServer({ sessionStore, logger: false });
  options.beforeRoutes?.(app);
  const rateLimits = {
    loginPerMinute: 100, signupPerHour: 100, answersPerMinute: 100, commentsPerMinute: 100,
    suggestionsPerHour: 100, newsletterPerHour: 100, testEmailsPerMinute: 100,
  };
  await app.register(commandRoutes, { eventStore, sessionStore, imageStore, settings: { cookieSecure: false, sessionTtlMs: 3_600_000, rateLimits } });
  await app.register(queryRoutes, { eventStore, readStore, sessionStore, noticeBus, imageStore, readWaitTimeoutMs: 5000 });
  await app.ready();
  return {
    app,
    dir,
    eventStore,
    readStore,
    noticeBus,
    imageStore,
    close: async () => {
      await app.close();
      await Promise.all([eventStore.close(), readStore.close(), sessionStore.close(), noticeBus.close(), imageStore.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
