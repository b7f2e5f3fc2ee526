import type { Redis } from 'ioredis';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';
import type { EventStore } from './event-store/event-store.js';
import { openFilesystemImageStore } from './images/filesystem-image-store.js';
import type { ImageStore } from './images/image-store.js';
import { openSqliteEventStore } from './event-store/sqlite-event-store.js';
import { createInProcessNoticeBus } from './notices/in-process-notice-bus.js';
import type { NoticeBus } from './notices/notice-bus.js';
import { openRedisNoticeBus } from './notices/redis-notice-bus.js';
import { openRateLimitRedis } from './redis/rate-limit-redis.js';
import { closeRedisConnection } from './redis/redis-connection.js';
import type { ReadStore } from './read-store/read-store.js';
import { openSqliteReadStore } from './read-store/sqlite-read-store.js';
import { openRedisSessionStore } from './sessions/redis-session-store.js';
import { rememberSessions } from './sessions/remembered-sessions.js';
import type { SessionStore } from './sessions/session-store.js';
import { openSqliteSessionStore } from './sessions/sqlite-session-store.js';
import type { PersonalDataKeys } from './personal-data/personal-data-keys.js';
import { redactPastErasures, sealPersonalData } from './personal-data/sealing-event-store.js';
import { openSqlitePersonalDataKeys } from './personal-data/sqlite-personal-data-keys.js';

export interface Stores {
  /** The log, with personal data sealed on the way in and opened on the way out (see sealing-event-store.ts). */
  eventStore: EventStore;
  /** The keys that seal each person's data; erasing one is how an account's personal data leaves the log. */
  personalDataKeys: PersonalDataKeys;
  readStore: ReadStore;
  sessionStore: SessionStore;
  noticeBus: NoticeBus;
  /** Comment images, outside the event log: GridFS beside the read models, or files in DATA_DIR/images. */
  imageStore: ImageStore;
  /** Where rate-limit counters live when several replicas must share them (REDIS_URL set); else each process counts. */
  rateLimitRedis: Redis | undefined;
  /** What this process waits for to be of use: the servers out of reach right now, by what they hold. */
  unreachable(): Promise<string[]>;
  /** Closes every store, even when some fail to close. */
  close(): Promise<void>;
}

export interface OpenStoresOptions {
  /** The process's part (e.g. "projector"), shown to Redis and MongoDB so their connections can be told apart. */
  role?: string;
  logger?: Logger;
  /**
   * Blank in the embedded log's file, once per log, what it holds in the clear of people erased before erasures did
   * so themselves (redactPastErasures). For the services that run the product (`iec-bets start`, the command
   * service), not for the command line: `iec-bets verify` or `export` of a copy of the log leave the file as given.
   */
  sweepPastErasures?: boolean;
}

const embeddedSessionMemory = { rememberMs: 10_000, maxEntries: 10_000 };

interface Closable {
  close(): Promise<void>;
}

/**
 * Opens the adapters of every port, each chosen on its own: a server when its URL is set (distributed setup),
 * otherwise a SQLite file in DATA_DIR or the in-process bus (embedded setup).
 */
export async function openStores(config: Config, options: OpenStoresOptions = {}): Promise<Stores> {
  const role = options.role ?? 'app';
  const clientName = `iec-bets-${role}`;
  const logger = options.logger ?? pino({ name: role, level: config.LOG_LEVEL });
  const file = (name: string) => join(config.DATA_DIR, name);
  mkdirSync(config.DATA_DIR, { recursive: true });

  const opened: Closable[] = [];
  const track = <T extends Closable>(store: T): T => {
    opened.push(store);
    return store;
  };
  try {
    // The drivers of EventStoreDB and MongoDB are loaded only when the configuration names them: each process and
    // worker thread that opens the stores would otherwise carry both (about 13 MB of heap and 45 MB resident each).
    const mongodb = config.MONGODB_URL ? await import('./mongodb.js') : undefined;
    const embeddedLog = config.EVENTSTORE_URL ? undefined : openSqliteEventStore({ file: file('events.sqlite') });
    const log = track(
      embeddedLog ?? (await import('./eventstoredb.js')).openEventStoreDbEventStore({ connectionString: config.EVENTSTORE_URL! }),
    );
    const personalDataKeys = track(
      mongodb && config.MONGODB_URL
        ? await mongodb.openMongoPersonalDataKeys({
            url: config.MONGODB_URL,
            database: config.MONGODB_KEYS_DATABASE ?? `${config.MONGODB_DATABASE}_keys`,
            appName: clientName,
          })
        : openSqlitePersonalDataKeys({ file: file('personal-data-keys.sqlite') }),
    );
    // The embedded log's file can be rewritten: what an older version wrote in the clear is blanked there on erasure.
    const eventStore = sealPersonalData(log, personalDataKeys, embeddedLog);
    if (embeddedLog && options.sweepPastErasures) {
      const blanked = await redactPastErasures(embeddedLog, eventStore, personalDataKeys);
      if (blanked > 0) logger.info({ blanked }, "Blanked in the log's file what it held in the clear of people erased before this version");
    }
    const readStore = track(
      mongodb && config.MONGODB_URL
        ? await mongodb.openMongoReadStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, appName: clientName })
        : openSqliteReadStore({ file: file('read-models.sqlite') }),
    );
    const redis = config.REDIS_URL ? { url: config.REDIS_URL, connectionName: clientName, logger } : undefined;
    // Embedded, this process is the only one that revokes sessions of the file, so it may remember them (see
    // rememberSessions); replicas sharing Redis must each see a logout at once, so they always ask Redis.
    const sessionStore = track(
      redis
        ? openRedisSessionStore(redis)
        : rememberSessions(openSqliteSessionStore({ file: file('sessions.sqlite') }), embeddedSessionMemory),
    );
    const noticeBus = track(redis ? openRedisNoticeBus(redis) : createInProcessNoticeBus({ logger }));
    const imageStore = track(
      mongodb && config.MONGODB_URL
        ? await mongodb.openGridFsImageStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, appName: clientName })
        : openFilesystemImageStore({ dir: file('images') }),
    );
    const rateLimitRedis = redis ? openRateLimitRedis(redis) : undefined;
    if (rateLimitRedis) track({ close: () => closeRedisConnection(rateLimitRedis) });
    // Connected is not enough: a stalled Redis keeps its connections open, and every request needing it failed.
    const reachable = async (store: SessionStore | NoticeBus) => store.isReachable?.() !== false && (await store.isResponsive?.()) !== false;
    const unreachable = async () => {
      const [sessions, notices] = await Promise.all([reachable(sessionStore), reachable(noticeBus)]);
      return [...(sessions ? [] : ['Redis (sessions)']), ...(notices ? [] : ['Redis (notices)'])];
    };
    return { eventStore, personalDataKeys, readStore, sessionStore, noticeBus, imageStore, rateLimitRedis, unreachable, close: () => closeAll(opened) };
  } catch (error) {
    await closeAll(opened).catch((closeError: unknown) =>
      logger.error({ err: closeError }, 'Closing the stores opened so far failed too'),
    );
    throw error;
  }
}

/** In reverse order of opening, every one of them even if some fail. */
async function closeAll(stores: Closable[]): Promise<void> {
  const failures: unknown[] = [];
  for (const store of [...stores].reverse()) {
    try {
      await store.close();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, 'Several stores failed to close');
}
