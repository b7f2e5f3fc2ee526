import { WRONG_PASSWORD, streams } from '@iec-bets/contracts';
import { testRedisUrl } from '@iec-bets/testing';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, sessionCookieOf, signUp, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';

/**
 * Each account's budget of wrong passwords (3 an hour here), over HTTP: counted by account from any address, across
 * the log-in, the password change and the account deletion, in one process as `iec-bets start` counts and in Redis
 * as the distributed setup's replicas do (that two replicas' counts in one Redis are one: wrong-password-counters.test).
 * The budgets per address and per session are generous here, so that only the account's own is met.
 */
const PER_HOUR = 3;
const TOO_MANY = 'Too many attempts. Please wait 1 hour and try again.';

let redis: Redis;
let embedded: CommandTestApp;
let withRedis: CommandTestApp;

beforeAll(async () => {
  redis = new Redis(testRedisUrl());
  const rateLimits = { wrongPasswordsPerHour: PER_HOUR };
  embedded = await startCommandApp({ rateLimits });
  withRedis = await startCommandApp({ rateLimits, rateLimitRedis: redis });
});
afterAll(async () => {
  await Promise.all([embedded, withRedis].map((app) => app.close()));
  await redis.quit();
});

/** An address no other request of these tests came from: each guess from somewhere new, as a botnet's are. */
const anyAddress = () => `203.0.${randomInt(256)}.${randomInt(1, 255)}`;

const setups = [
  ['counted in one process', () => embedded],
  ['counted in Redis', () => withRedis],
] as const;

describe.each(setups)('an account’s wrong passwords (%s)', (_counted, appOf) => {
  let t: CommandTestApp;
  const next = () => t.app;
  const logIn = (username: string, password: string) =>
    next().inject({ method: 'POST', url: '/api/auth/login', remoteAddress: anyAddress(), payload: { username, password } });
  const changePassword = (user: SignedUp, currentPassword: string) =>
    next().inject({
      method: 'PUT',
      url: `/api/users/${user.user.id}/password`,
      payload: { currentPassword, newPassword: 'a-brand-new-password' },
      ...asUser(user.sessionId),
    });
  const deleteAccount = (user: SignedUp, password: string) =>
    next().inject({ method: 'DELETE', url: `/api/users/${user.user.id}`, payload: { password }, ...asUser(user.sessionId) });

  beforeAll(() => {
    t = appOf();
  });

  it('refuses every log-in once the hour’s wrong passwords are spent from many addresses, the right password too', async () => {
    const naledi = await signUp(next());
    for (let guess = 0; guess < PER_HOUR; guess++) {
      const wrong = await logIn(naledi.user.username, `guess number ${guess}`);
      expect(wrong.statusCode, wrong.body).toBe(401);
    }

    const right = await logIn(naledi.user.username, naledi.password);

    expect(right.statusCode, right.body).toBe(429);
    expect(right.json()).toEqual({ error: TOO_MANY, statusCode: 429 });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3500);
    expect(sessionCookieOf(right)).toBeUndefined();
    // Where she is signed in already, she stays signed in.
    const own = await next().inject({
      method: 'PUT',
      url: `/api/users/${naledi.user.id}/notifications`,
      payload: { emailNotifications: false },
      ...asUser(naledi.sessionId),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('leaves every other account its own budget', async () => {
    const naledi = await signUp(next());
    const sipho = await signUp(next());
    for (let guess = 0; guess < PER_HOUR + 1; guess++) await logIn(naledi.user.username, `guess number ${guess}`);

    const siphos = await logIn(sipho.user.username, sipho.password);

    expect(siphos.statusCode, siphos.body).toBe(200);
  });

  it('does not count the right password: its owner may log in on every device they have', async () => {
    const naledi = await signUp(next());
    for (let device = 0; device < PER_HOUR + 2; device++) expect((await logIn(naledi.user.username, naledi.password)).statusCode).toBe(200);
    for (let guess = 0; guess < PER_HOUR; guess++) expect((await logIn(naledi.user.username, `guess number ${guess}`)).statusCode).toBe(401);
  });

  it('draws one budget for the log-in, the password change and the account deletion', async () => {
    const naledi = await signUp(next());
    expect((await logIn(naledi.user.username, 'a first guess')).statusCode).toBe(401);
    expect((await changePassword(naledi, 'a second guess')).json()).toEqual({ error: WRONG_PASSWORD, statusCode: 401 });
    expect((await deleteAccount(naledi, 'a third guess')).json()).toEqual({ error: WRONG_PASSWORD, statusCode: 401 });

    const deletion = await deleteAccount(naledi, naledi.password);
    const change = await changePassword(naledi, naledi.password);

    expect(deletion.json()).toEqual({ error: TOO_MANY, statusCode: 429 });
    expect(change.json()).toEqual({ error: TOO_MANY, statusCode: 429 });
    const stream = await t.eventStore.readStream(streams.user(naledi.user.id));
    expect(stream.map((event) => event.type)).toEqual(['UserRegistered']);
  });

  it('lets no more guesses through than the budget when they all come at once', async () => {
    const naledi = await signUp(next());

    const answers = await Promise.all(Array.from({ length: 12 }, (_, guess) => logIn(naledi.user.username, `guess number ${guess}`)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(PER_HOUR).fill(401), ...Array(12 - PER_HOUR).fill(429)]);
  });
});
