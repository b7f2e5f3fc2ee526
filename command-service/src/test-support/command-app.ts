import {
  SESSION_COOKIE,
  openFilesystemImageStore,
  openSqliteEventStore,
  openSqlitePersonalDataKeys,
  openSqliteSessionStore,
  sealPersonalData,
  type DeliverableChannels,
  type EventStore,
  type ImageStore,
  type NewsletterSubscriberIds,
  type SessionStore,
  type SqliteEventStore,
} from '@iec-bets/platform';
import { newsletterSubscriberIdsUnderNewKey } from '@iec-bets/testing';
import type { User } from '@iec-bets/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { grantAdmin } from '../admin/admin-rights.js';
import { buildApp } from '../app.js';
import type { AccountEmail, RateLimitSettings, TestAlertSenders } from '../deps.js';

export interface CommandTestApp {
  app: FastifyInstance;
  eventStore: EventStore;
  /** The log's file as stored, beneath any sealing: what an older version wrote is written here. */
  log: SqliteEventStore;
  sessionStore: SessionStore;
  imageStore: ImageStore;
  /** The app's own subscriber ids, to find an address's stream as the app names it. */
  newsletterSubscriberIds: NewsletterSubscriberIds;
  close(): Promise<void>;
}

/**
 * The real store, with reads that take as long as a network round trip to EventStoreDB would. In-process SQLite
 * answers before any other request can run, which would hide races that a networked store lets happen: with a
 * delay, simultaneous commands all read before any of them appends.
 */
function withReadDelay(store: EventStore, delayMs: number): EventStore {
  return {
    append: (...args) => store.append(...args),
    async readStream(streamId) {
      const events = await store.readStream(streamId);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return events;
    },
    readAll: (options) => store.readAll(options),
    readAllAsStored: (options) => store.readAllAsStored(options),
    headPosition: () => store.headPosition(),
    subscribeAll: (options) => store.subscribeAll(options),
    scanByType: (options) => store.scanByType(options),
    close: () => store.close(),
  };
}

const generousLimits: RateLimitSettings = {
  loginPerMinute: 1000,
  signupPerHour: 1000,
  answersPerMinute: 1000,
  commentsPerMinute: 1000,
  suggestionsPerHour: 1000,
  newsletterPerHour: 1000,
  testEmailsPerMinute: 1000,
  passwordResetsPerHour: 1000,
  wrongPasswordsPerHour: 1000,
  confirmationEmailsPerHour: 1000,
};

/** The command service on real SQLite stores in a fresh temporary directory. */
export async function startCommandApp(
  options: {
    rateLimits?: Partial<RateLimitSettings>;
    clock?: () => Date;
    cookieSecure?: boolean;
    /** Delay every stream read by this much, to let simultaneous commands race. */
    readDelayMs?: number;
    /** What sends the test alerts (POST /api/notifications/test); none by default. */
    alerts?: TestAlertSenders;
    /** Rate-limit counters shared with other replicas; each app counts alone by default. */
    rateLimitRedis?: Redis;
    /** The proxies whose X-Forwarded-For the app believes; none by default. */
    trustProxy?: string;
    /** Where push subscriptions may point; the browsers' push services by default. */
    pushServiceHosts?: readonly string[];
    /** What the alerts can deliver; by default nothing is refused for want of a channel. */
    channels?: DeliverableChannels;
    /** Personal data sealed under keys of their own, as `iec-bets start` seals them; in the clear by default. */
    sealed?: boolean;
    /** Where the app's warnings and errors are written, one JSON line each; nothing is logged by default. */
    logLines?: string[];
    /** How the app emails an account's owner (a link to choose a new password); none by default. */
    accountEmail?: AccountEmail | undefined;
    /** The key that signs links to choose a new password; none by default. */
    passwordResetSecret?: string | undefined;
    /** The key that signs the newsletter's links; none by default. */
    newsletterLinkSecret?: string | undefined;
  } = {},
): Promise<CommandTestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'iec-command-'));
  const sqlite = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  const personalDataKeys = options.sealed ? openSqlitePersonalDataKeys({ file: join(dir, 'personal-data-keys.sqlite') }) : undefined;
  const log = personalDataKeys ? sealPersonalData(sqlite, personalDataKeys, sqlite) : sqlite;
  const eventStore = options.readDelayMs ? withReadDelay(log, options.readDelayMs) : log;
  const sessionStore = openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') });
  const imageStore = openFilesystemImageStore({ dir: join(dir, 'images') });
  const subscriberIds = newsletterSubscriberIdsUnderNewKey();
  const app = await buildApp({
    eventStore,
    sessionStore,
    imageStore,
    newsletterSubscriberIds: subscriberIds,
    ...(personalDataKeys ? { personalDataKeys } : {}),
    logger: options.logLines ? { level: 'warn', stream: linesInto(options.logLines) } : false,
    settings: {
      cookieSecure: options.cookieSecure ?? false,
      sessionTtlMs: 60 * 60_000,
      rateLimits: { ...generousLimits, ...options.rateLimits },
      ...(options.pushServiceHosts ? { pushServiceHosts: options.pushServiceHosts } : {}),
      ...(options.channels ? { channels: options.channels } : {}),
    },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.alerts ? { alerts: options.alerts } : {}),
    ...(options.rateLimitRedis ? { rateLimitRedis: options.rateLimitRedis } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.accountEmail ? { accountEmail: options.accountEmail } : {}),
    ...(options.passwordResetSecret ? { passwordResetSecret: options.passwordResetSecret } : {}),
    ...(options.newsletterLinkSecret ? { newsletterLinkSecret: options.newsletterLinkSecret } : {}),
  });
  return {
    app,
    eventStore,
    log: sqlite,
    sessionStore,
    imageStore,
    newsletterSubscriberIds: subscriberIds,
    async close() {
      await app.close();
      await eventStore.close();
      await personalDataKeys?.close();
      await sessionStore.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A log destination that keeps each line written to it. */
function linesInto(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
}

/** The session id a response set, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

export const asUser = (sessionId: string) => ({ cookies: { [SESSION_COOKIE]: sessionId } });

let counter = 0;
export const uniqueUsername = (prefix = 'voter') => `${prefix}_${process.pid}_${++counter}`;

export interface SignedUp {
  user: User;
  sessionId: string;
  password: string;
}

export async function signUp(app: FastifyInstance, username = uniqueUsername()): Promise<SignedUp> {
  const password = 'a-good-long-password';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, password, name: `Name of ${username}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { user: response.json(), sessionId: cookie.value, password };
}

export async function signUpAdmin(t: CommandTestApp): Promise<SignedUp> {
  const admin = await signUp(t.app, uniqueUsername('admin'));
  await grantAdmin(t.eventStore, admin.user.username);
  return admin;
}

export const questionPayload = {
  text: 'Will voter turnout exceed 60% in the national election?',
  context: 'Turnout in 2019 was 66%.',
  date: '2024-05-29T11:00:00.000Z',
  options: [
    { id: 'yes', text: 'Yes' },
    { id: 'no', text: 'No' },
  ],
};

export async function draftQuestion(t: CommandTestApp, adminSession: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/questions',
    payload: questionPayload,
    ...asUser(adminSession),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

export async function publishedQuestion(t: CommandTestApp, adminSession: string): Promise<string> {
  const id = await draftQuestion(t, adminSession);
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/questions/${id}/publish`, ...asUser(adminSession) });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

/** Awaits a request's refusal: `error` with `statusCode` in the one error shape, and nothing appended meanwhile. */
export async function refusedWithNothingWritten(
  t: Pick<CommandTestApp, 'eventStore'>,
  response: Promise<LightMyRequestResponse>,
  error: string,
  statusCode: number,
): Promise<void> {
  const head = await t.eventStore.headPosition();
  expect((await response).json()).toEqual({ error, statusCode });
  expect(await t.eventStore.headPosition()).toBe(head);
}

export function positionOf(response: LightMyRequestResponse): number {
  const header = response.headers['x-position'];
  expect(header, 'the response should carry x-position').toBeTypeOf('string');
  return Number(header);
}
