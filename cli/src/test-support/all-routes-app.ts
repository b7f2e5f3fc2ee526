import { streams } from '@iec-bets/contracts';
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
import { newsletterSubscriberIdsUnderNewKey } from '@iec-bets/testing';
import { ensureReadModelIndexes, startProjector } from '@iec-bets/projector';
import { queryRoutes } from '@iec-bets/query-service';
import type { FastifyInstance, InjectOptions } from 'fastify';
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
export async function startAllRoutesApp(
  options: {
    beforeRoutes?: (app: FastifyInstance) => void;
    /** Follows the log with a projector, as `iec-bets start` does, for tests that read what they wrote. */
    withProjector?: boolean;
  } = {},
): Promise<AllRoutesApp> {
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
    suggestionsPerHour: 100, newsletterPerHour: 100, testEmailsPerMinute: 100, passwordResetsPerHour: 100,
  };
  const subscriberIds = newsletterSubscriberIdsUnderNewKey();
  await app.register(commandRoutes, {
    eventStore, sessionStore, imageStore, newsletterSubscriberIds: subscriberIds,
    settings: { cookieSecure: false, sessionTtlMs: 3_600_000, rateLimits },
  });
  await app.register(queryRoutes, { eventStore, readStore, sessionStore, noticeBus, imageStore, newsletterSubscriberIds: subscriberIds, readWaitTimeoutMs: 5000 });
  await app.ready();
  const projector = options.withProjector ? startProjector({ eventStore, readStore, noticeBus }) : undefined;
  return {
    app,
    dir,
    eventStore,
    readStore,
    noticeBus,
    imageStore,
    close: async () => {
      await projector?.stop();
      await app.close();
      await Promise.all([eventStore.close(), readStore.close(), sessionStore.close(), noticeBus.close(), imageStore.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A published Yes/No question, appended as the admin routes would record it, for tests about what follows. */
export async function appendPublishedQuestion(eventStore: EventStore, questionId: string, text: string): Promise<void> {
  const occurredAt = new Date().toISOString();
  await eventStore.append(
    streams.question(questionId),
    [
      {
        type: 'QuestionDrafted',
        data: { questionId, text, context: null, date: occurredAt, options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: 'No' }] },
      },
      { type: 'QuestionPublished', data: { questionId } },
    ],
    { expectedRevision: 'no_stream', metadata: { actorId: null, correlationId: questionId, causationId: null, occurredAt } },
  );
}

/**
 * Injects requests as a client that reads its own writes: each request waits (x-min-position) for the position of
 * the last write any earlier request made.
 */
export function readingOwnWrites(app: FastifyInstance) {
  let position = 0;
  return {
    get position() {
      return position;
    },
    /** After a write made outside these requests (straight to the log), so that the next read waits for it. */
    waitFor(written: number) {
      position = Math.max(position, written);
    },
    async call(method: InjectOptions['method'], url: string, cookie?: string, payload?: object) {
      const response = await app.inject({
        method,
        url,
        headers: { 'x-min-position': String(position), ...(cookie ? { cookie } : {}) },
        ...(payload ? { payload } : {}),
      });
      const written = response.headers['x-position'];
      if (typeof written === 'string') position = Math.max(position, Number(written));
      return response;
    },
  };
}
