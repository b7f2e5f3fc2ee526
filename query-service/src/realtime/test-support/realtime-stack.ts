import { type DomainEvent, friendRequestId, streams } from '@iec-bets/contracts';
import {
  createInProcessNoticeBus,
  SESSION_COOKIE,
  type NoticeBus,
  openFilesystemImageStore,
  openRedisNoticeBus,
  openSqliteEventStore,
  openSqliteReadStore,
  openSqliteSessionStore,
} from '@iec-bets/platform';
import { newsletterSubscriberIdsUnderNewKey } from '@iec-bets/testing';
import { ensureReadModelIndexes, startProjector } from '@iec-bets/projector';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { onTestFinished } from 'vitest';
import { buildApp } from '../../app.js';
import { RealtimeHub, type RealtimeSettings } from '../realtime-hub.js';

export interface QueryReplica {
  app: FastifyInstance;
  hub: RealtimeHub;
  /** http://127.0.0.1:<port> */
  url: string;
  /** ws://127.0.0.1:<port>/ws */
  wsUrl: string;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Query-services listening on real ports, on one set of SQLite stores with the real projector following the log.
 * Notices go in-process, or over a real Redis when `redisUrl` is given (each process with its own connection, as
 * deployed). Tests append events as the command side would. Everything is closed when the test ends.
 */
export async function startRealtimeStack(
  options: { replicas?: number; redisUrl?: string; settings?: Partial<RealtimeSettings>; publicOrigin?: string } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'query-realtime-'));
  const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  const sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  const inProcessBus = options.redisUrl ? undefined : createInProcessNoticeBus();
  const buses: NoticeBus[] = inProcessBus ? [inProcessBus] : [];
  const busOfOneProcess = (): NoticeBus => {
    if (inProcessBus) return inProcessBus;
    const bus = openRedisNoticeBus({ url: options.redisUrl!, logger: pino({ level: 'silent' }) });
    buses.push(bus);
    return bus;
  };

  await ensureReadModelIndexes(readStore);
  const projector = startProjector({ eventStore, readStore, noticeBus: busOfOneProcess(), logger: quiet });
  const replicas: QueryReplica[] = [];
  // Replicas of one deployment share the key, as they share the personal-data keys.
  const subscriberIds = newsletterSubscriberIdsUnderNewKey();
  async function startReplica(): Promise<QueryReplica> {
    const hub = new RealtimeHub(options.settings);
    const app = await buildApp({
      readStore,
      eventStore,
      sessionStore,
      noticeBus: busOfOneProcess(),
      imageStore: openFilesystemImageStore({ dir: join(dir, 'images') }),
      newsletterSubscriberIds: subscriberIds,
      readWaitTimeoutMs: 5000,
      realtimeHub: hub,
      publicOrigin: options.publicOrigin,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const replica = { app, hub, url, wsUrl: `${url.replace(/^http/, 'ws')}/ws` };
    replicas.push(replica);
    return replica;
  }
  for (let i = 0; i < (options.replicas ?? 1); i++) await startReplica();

  async function append(streamId: string, events: DomainEvent[]): Promise<number> {
    const metadata = { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() };
    return (await eventStore.append(streamId, events, { expectedRevision: 'any', metadata })).position;
  }

  const stack = {
    replicas,
    replica: replicas[0]!,
    eventStore,
    /** Another query-service on the same stores, started now (as after a deploy or a restart). */
    startReplica,

    /** Drafts a question of today, as an admin would (no /ws message); returns its id. */
    async draftQuestion(text = 'Will turnout pass 60%?'): Promise<string> {
      const questionId = randomUUID();
      const options = [
        { id: 'yes' as const, text: 'Yes' },
        { id: 'no' as const, text: 'No' },
      ];
      await append(streams.question(questionId), [
        { type: 'QuestionDrafted', data: { questionId, text, context: null, date: new Date().toISOString(), options } },
      ]);
      return questionId;
    },

    /** Drafts and publishes a question of today, as an admin would; returns its id. */
    async publishQuestion(text = 'Will turnout pass 60%?'): Promise<string> {
      const questionId = await stack.draftQuestion(text);
      await append(streams.question(questionId), [{ type: 'QuestionPublished', data: { questionId } }]);
      return questionId;
    },

    /** A signed-in session of `userId`, as the Cookie header its browser would send. */
    async sessionCookieOf(userId: string): Promise<string> {
      const session = await sessionStore.create(userId, 60 * 60_000);
      return `${SESSION_COOKIE}=${session.id}`;
    },

    /** `requesterId` asks `receiverId` to be friends, and, with `accepted`, the receiver says yes. */
    async befriend(requesterId: string, receiverId: string, accepted: boolean): Promise<void> {
      const data = { requestId: friendRequestId(requesterId, receiverId), requesterId, receiverId };
      await append(streams.friendship(requesterId, receiverId), [
        { type: 'FriendRequested', data },
        ...(accepted ? [{ type: 'FriendRequestAccepted' as const, data }] : []),
      ]);
    },

    async resolveQuestion(questionId: string, correctOptionId: 'yes' | 'no'): Promise<void> {
      await append(streams.question(questionId), [
        { type: 'QuestionResolved', data: { questionId, correctOptionId, resolutionSummary: 'It happened', resolutionProofUrl: null } },
      ]);
    },

    async close(): Promise<void> {
      await Promise.all(replicas.map((replica) => replica.app.close()));
      await projector.stop();
      await Promise.all(buses.map((bus) => bus.close()));
      await Promise.all([eventStore.close(), readStore.close(), sessionStore.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  onTestFinished(() => stack.close());
  return stack;
}
