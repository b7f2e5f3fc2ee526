import { type CommentImageRef, type DomainEvent, type ReportReason, streams } from '@iec-bets/contracts';
import {
  createInProcessNoticeBus,
  openFilesystemImageStore,
  openSqliteEventStore,
  openSqliteReadStore,
  openSqliteSessionStore,
  ProjectorWatermark,
  type ExpectedRevision,
  type ReadStore,
  SESSION_COOKIE,
} from '@iec-bets/platform';
import { newsletterSubscriberIdsUnderNewKey } from '@iec-bets/testing';
import { ensureReadModelIndexes, startProjector } from '@iec-bets/projector';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import type { RenderBudget } from '../pages/render-budget.js';

/**
 * The query-service on real SQLite stores with the real projector running: a test appends events as the command
 * side would, then reads through HTTP.
 */
export async function startQueryFixture(
  options: {
    now?: Date;
    readWaitTimeoutMs?: number;
    /** What the query-service reads through, around the real store (to count its reads); the projector writes the real one. */
    readThrough?: (readStore: ReadStore) => ReadStore;
    /** Where the service's log goes, at `info` (requests are logged there); none by default. */
    logStream?: DestinationStream;
    /** The budget for drawing questions' pictures, when a test needs a spent one. */
    pictureBudget?: RenderBudget;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'query-service-'));
  const eventStore = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
  const sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  const noticeBus = createInProcessNoticeBus();
  const imageStore = openFilesystemImageStore({ dir: join(dir, 'images') });
  await ensureReadModelIndexes(readStore);
  const projector = startProjector({ eventStore, readStore, noticeBus });
  // How far the read models are, as a service's own watermark sees it: for what the services run beside the routes.
  const watermark = await ProjectorWatermark.start(readStore, noticeBus);
  let clockNow = options.now ?? new Date();
  const subscriberIds = newsletterSubscriberIdsUnderNewKey();
  const app: FastifyInstance = await buildApp({
    newsletterSubscriberIds: subscriberIds,
    readStore: options.readThrough?.(readStore) ?? readStore,
    eventStore,
    sessionStore,
    noticeBus,
    imageStore,
    readWaitTimeoutMs: options.readWaitTimeoutMs ?? 5000,
    clock: () => clockNow,
    ...(options.pictureBudget && { pictureBudget: options.pictureBudget }),
    ...(options.logStream ? { logger: { level: 'info', stream: options.logStream } } : {}),
  });
  let lastPosition = 0;

  async function append(streamId: string, events: DomainEvent[], actorId: string | null = null, expectedRevision: ExpectedRevision = 'any') {
    const result = await eventStore.append(streamId, events, {
      expectedRevision,
      metadata: { actorId, correlationId: randomUUID(), causationId: null, occurredAt: clockNow.toISOString() },
    });
    lastPosition = result.position;
    return result;
  }

  const fixture = {
    app,
    eventStore,
    /** The sessions the service reads the cookie's against, to end them as a deletion or a password change does. */
    sessionStore,
    readStore,
    imageStore,
    noticeBus,
    projector,
    watermark,
    /** The fixture's own subscriber ids, to record an address's subscription as the service would name it. */
    newsletterSubscriberIds: subscriberIds,
    get lastPosition() {
      return lastPosition;
    },
    setNow(now: Date) {
      clockNow = now;
    },
    append,

    /** A session for `userId` alone, whatever the log holds about the user. */
    async sessionFor(userId: string) {
      const session = await sessionStore.create(userId, 60 * 60 * 1000);
      return { userId, cookie: `${SESSION_COOKIE}=${session.id}` };
    },

    async signUp(username: string, extra: { admin?: boolean } = {}) {
      const userId = randomUUID();
      await append(streams.username(username), [{ type: 'UsernameReserved', data: { username: username.toLowerCase(), userId } }], userId);
      await append(streams.user(userId), [
        { type: 'UserRegistered', data: { userId, username, name: `Name of ${username}`, email: `${username}@example.org`, phoneNumber: '+27821234567', passwordHash: 'scrypt$x' } },
        ...(extra.admin ? [{ type: 'AdminGranted' as const, data: { userId } }] : []),
      ], userId);
      const session = await sessionStore.create(userId, 60 * 60 * 1000);
      return { userId, cookie: `${SESSION_COOKIE}=${session.id}` };
    },

    async question(options: { date?: Date; publish?: boolean; text?: string } = {}) {
      const questionId = randomUUID();
      const events: DomainEvent[] = [
        {
          type: 'QuestionDrafted',
          data: {
            questionId,
            text: options.text ?? 'Will turnout pass 60%',
            context: null,
            date: (options.date ?? clockNow).toISOString(),
            options: [
              { id: 'yes', text: 'Yes' },
              { id: 'no', text: 'No' },
            ],
          },
        },
      ];
      if (options.publish ?? true) events.push({ type: 'QuestionPublished', data: { questionId } });
      await append(streams.question(questionId), events, null);
      return questionId;
    },

    async answer(userId: string, questionId: string, optionId: 'yes' | 'no') {
      return append(streams.answer(questionId, userId), [{ type: 'AnswerSubmitted', data: { questionId, userId, optionId } }], userId, 'no_stream');
    },

    /** A comment as the command side records it; `image` is a reference to bytes already in the image store. */
    async comment(userId: string, questionId: string, content: string, image: CommentImageRef | null = null) {
      const commentId = randomUUID();
      await append(streams.comment(commentId), [{ type: 'CommentPosted', data: { commentId, questionId, userId, content, image } }], userId, 'no_stream');
      return commentId;
    },

    async deleteComment(userId: string, questionId: string, commentId: string) {
      return append(streams.comment(commentId), [{ type: 'CommentDeleted', data: { commentId, questionId } }], userId);
    },

    /** A report as the command side records it, on the comment's stream. */
    async report(reporterId: string, questionId: string, commentId: string, reason: ReportReason = 'abuse', details = '') {
      return append(streams.comment(commentId), [{ type: 'CommentReported', data: { commentId, questionId, reporterId, reason, details } }], reporterId);
    },

    /** A moderator's removal as the command side records it, on the question's stream. */
    async removeComment(adminId: string, questionId: string, commentId: string, reason = 'Personal attack') {
      return append(streams.question(questionId), [{ type: 'CommentRemoved', data: { commentId, questionId, reason } }], adminId);
    },

    async dismissReports(adminId: string, questionId: string, commentId: string, reportsRead: number) {
      return append(streams.question(questionId), [{ type: 'CommentReportsDismissed', data: { commentId, questionId, reportsRead } }], adminId);
    },

    /** A GET that waits for everything appended so far, as a client does after its own command. */
    async get(url: string, cookie?: string, extra: Partial<InjectOptions> = {}) {
      return app.inject({
        method: 'GET',
        url,
        headers: { 'x-min-position': String(lastPosition), ...(cookie ? { cookie } : {}), ...(extra.headers ?? {}) },
      });
    },

    async close() {
      await app.close();
      await watermark.stop();
      await projector.stop();
      await Promise.all([eventStore.close(), readStore.close(), sessionStore.close(), noticeBus.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return fixture;
}

export type QueryFixture = Awaited<ReturnType<typeof startQueryFixture>>;
