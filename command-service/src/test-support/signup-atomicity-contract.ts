import { streams } from '@iec-bets/contracts';
import { type EventStore, openFilesystemImageStore, openSqliteSessionStore } from '@iec-bets/platform';
import { newsletterSubscriberIdsUnderNewKey } from '@iec-bets/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { handleCommand } from '../commands/handle-command.js';
import { userDecider } from '../domain/user/user-decider.js';
import { USERNAME_TAKEN } from '../domain/user/username-decider.js';

/**
 * The event store as a sign-up sees it when the process dies between its two appends: the first append to a
 * `user-` stream after `crashNextRegistration()` fails, as a power cut or a lost connection would make it.
 */
function withCrashBetweenAppends(store: EventStore): { store: EventStore; crashNextRegistration(): void } {
  let armed = false;
  const crashing: EventStore = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'append') {
        return async (...args: Parameters<EventStore['append']>) => {
          if (armed && args[0].startsWith('user-')) {
            armed = false;
            throw new Error('The process died between the reservation and the registration');
          }
          return target.append(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { store: crashing, crashNextRegistration: () => (armed = true) };
}

/**
 * Sign-up is two appends (the name, then the account), which no store here can make atomic. Run on every event
 * store adapter: a failure between them must never leave a name that nobody can register.
 */
export function describeSignupAtomicity(adapter: string, openEventStore: () => Promise<EventStore> | EventStore): void {
  describe(`sign-up interrupted between its two appends (${adapter})`, () => {
    let dir: string;
    let eventStore: EventStore;
    let crash: ReturnType<typeof withCrashBetweenAppends>;
    let app: FastifyInstance;
    // A fresh name each run: a real EventStoreDB keeps what earlier runs wrote.
    const name = `zanele_${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'iec-signup-crash-'));
      eventStore = await openEventStore();
      crash = withCrashBetweenAppends(eventStore);
      app = await buildApp({
        eventStore: crash.store,
        sessionStore: openSqliteSessionStore({ file: join(dir, 'sessions.sqlite') }),
        imageStore: openFilesystemImageStore({ dir: join(dir, 'images') }),
        newsletterSubscriberIds: newsletterSubscriberIdsUnderNewKey(),
        logger: false,
        settings: {
          cookieSecure: false,
          sessionTtlMs: 60_000,
          rateLimits: {
            loginPerMinute: 100, signupPerHour: 100, answersPerMinute: 100, commentsPerMinute: 100,
            suggestionsPerHour: 100, newsletterPerHour: 100, passwordResetsPerHour: 100,
          },
        },
      });
    });

    afterAll(async () => {
      await app?.close();
      await eventStore?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const signUp = (username: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username, password, name: 'Zanele Mokoena' } });
    const logIn = (username: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

    it('leaves the name free for the next sign-up, whose account alone can log in, and taken after that', async () => {
      crash.crashNextRegistration();
      expect((await signUp(name, 'first-password-1')).statusCode).toBe(500);
      const [orphan] = await eventStore.readStream(streams.username(name));
      expect(orphan?.type).toBe('UsernameReserved');
      const orphanId = orphan!.type === 'UsernameReserved' ? orphan!.data.userId : '';
      expect(await eventStore.readStream(streams.user(orphanId))).toEqual([]);

      const retried = await signUp(name.toUpperCase(), 'second-password-2');
      expect(retried.statusCode).toBe(201);
      expect((await logIn(name, 'second-password-2')).json().id).toBe(retried.json().id);
      expect((await logIn(name, 'first-password-1')).statusCode).toBe(401);

      // The interrupted sign-up's account is closed, so its registration can never land late.
      expect((await eventStore.readStream(streams.user(orphanId))).map((event) => event.type)).toEqual(['UserRegistrationAbandoned']);
      const late = handleCommand(eventStore, userDecider, {
        streamId: streams.user(orphanId),
        command: {
          type: 'RegisterUser',
          data: { userId: orphanId, username: name, name: 'Zanele', email: null, phoneNumber: null, passwordHash: 'x' },
        },
        metadata: { occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, actorId: orphanId },
      });
      await expect(late).rejects.toThrow(USERNAME_TAKEN);

      const third = await signUp(name, 'third-password-3');
      expect(third.statusCode).toBe(409);
      expect(third.json().error).toBe(USERNAME_TAKEN);
    });
  });
}
