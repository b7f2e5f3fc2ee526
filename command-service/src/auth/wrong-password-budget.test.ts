import { WRONG_PASSWORD, streams } from '@iec-bets/contracts';
import { testRedisUrl } from '@iec-bets/testing';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { asUser, sessionCookieOf, signUp, startCommandApp, type CommandTestApp, type SignedUp } from '../test-support/command-app.js';
import { KNOWN_DEVICES_COOKIE } from './known-devices.js';

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
  const passwordResetSecret = 'the-key-that-also-signs-known-devices';
  embedded = await startCommandApp({ rateLimits, passwordResetSecret });
  withRedis = await startCommandApp({ rateLimits, rateLimitRedis: redis, passwordResetSecret });
});
afterAll(async () => {
  await Promise.all([embedded, withRedis].map((app) => app.close()));
  await redis.quit();
});

/** An address no other request of these tests came from: each guess from somewhere new, as a botnet's are. */
const anyAddress = () => `203.0.${randomInt(256)}.${randomInt(1, 255)}`;

/** A browser's cookies, as it sends them to /api. */
type Browser = Record<string, string>;

/** The browser a sign-up or log-in answered, with the cookie that remembers it. */
function browserOf(answer: LightMyRequestResponse): Browser {
  const remembered = answer.cookies.find((cookie) => cookie.name === KNOWN_DEVICES_COOKIE);
  if (!remembered) throw new Error(`no ${KNOWN_DEVICES_COOKIE} cookie in ${answer.statusCode} ${answer.body}`);
  return { [KNOWN_DEVICES_COOKIE]: remembered.value };
}

const setups = [
  ['counted in one process', () => embedded],
  ['counted in Redis', () => withRedis],
] as const;

describe.each(setups)('an account’s wrong passwords (%s)', (_counted, appOf) => {
  let t: CommandTestApp;
  const next = () => t.app;
  const logIn = (username: string, password: string, browser: Browser = {}) =>
    next().inject({ method: 'POST', url: '/api/auth/login', remoteAddress: anyAddress(), payload: { username, password }, cookies: browser });
  /** Strangers' guesses, each from an address of its own, until the account's budget is spent. */
  const spendTheBudgetOf = async (user: SignedUp) => {
    for (let guess = 0; guess < PER_HOUR; guess++) expect((await logIn(user.user.username, `guess number ${guess}`)).statusCode).toBe(401);
  };
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

  it('never keeps the owner out on a browser they have signed in on, while strangers are refused', async () => {
    const naledi = await signUp(next());
    const phone = browserOf(await logIn(naledi.user.username, naledi.password));
    await spendTheBudgetOf(naledi);

    expect((await logIn(naledi.user.username, naledi.password)).statusCode).toBe(429);
    const fromHerPhone = await logIn(naledi.user.username, naledi.password, phone);
    expect(fromHerPhone.statusCode, fromHerPhone.body).toBe(200);
    // A slip of hers there is a 401 to type again, not the strangers' 429.
    expect((await logIn(naledi.user.username, 'her own typo', phone)).statusCode).toBe(401);
  });

  it('remembers the browser an account signed up on, and several accounts on one browser', async () => {
    const signUpAnswer = await next().inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: `shared_${randomInt(1e9)}`, password: 'a-good-long-password', name: 'Naledi' },
    });
    const tablet = browserOf(signUpAnswer);
    const naledi = { username: signUpAnswer.json<{ username: string }>().username, password: 'a-good-long-password' };
    const sipho = await signUp(next());
    const shared = browserOf(await logIn(sipho.user.username, sipho.password, tablet));
    for (let guess = 0; guess < PER_HOUR; guess++) await logIn(naledi.username, `guess number ${guess}`);
    await spendTheBudgetOf(sipho);

    expect((await logIn(naledi.username, naledi.password, shared)).statusCode).toBe(200);
    expect((await logIn(sipho.user.username, sipho.password, shared)).statusCode).toBe(200);
  });

  it('takes no cookie of another account, nor a forged one, for the owner’s', async () => {
    const naledi = await signUp(next());
    const sipho = await signUp(next());
    const siphos = browserOf(await logIn(sipho.user.username, sipho.password))[KNOWN_DEVICES_COOKIE]!;
    const [, mac] = siphos.split('.');
    await spendTheBudgetOf(naledi);

    for (const forged of [`${naledi.user.id}.${mac}`, `${naledi.user.id}.${'A'.repeat(22)}`, `${naledi.user.id}.`, 'not a cookie at all']) {
      expect((await logIn(naledi.user.username, naledi.password, { [KNOWN_DEVICES_COOKIE]: forged })).statusCode, forged).toBe(429);
    }
  });

  it('forgets every browser that knew the old password once it is changed, and remembers the one that changed it', async () => {
    const naledi = await signUp(next());
    const laptop = browserOf(await logIn(naledi.user.username, naledi.password));
    const phoneLogIn = await logIn(naledi.user.username, naledi.password);
    const change = await next().inject({
      method: 'PUT',
      url: `/api/users/${naledi.user.id}/password`,
      payload: { currentPassword: naledi.password, newPassword: 'a-brand-new-password' },
      cookies: { ...browserOf(phoneLogIn), ...asUser(sessionCookieOf(phoneLogIn)!.value).cookies },
    });
    expect(change.statusCode, change.body).toBe(204);
    const phone = browserOf(change);
    await spendTheBudgetOf(naledi);

    expect((await logIn(naledi.user.username, 'a-brand-new-password', laptop)).statusCode).toBe(429);
    expect((await logIn(naledi.user.username, 'a-brand-new-password', phone)).statusCode).toBe(200);
  });

  it('keeps the cookie to the API, out of the page’s scripts, for a year', async () => {
    const naledi = await signUp(next());
    const cookie = (await logIn(naledi.user.username, naledi.password)).cookies.find((each) => each.name === KNOWN_DEVICES_COOKIE);
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
  });

  it('lets no more guesses through than the budget when they all come at once', async () => {
    const naledi = await signUp(next());

    const answers = await Promise.all(Array.from({ length: 12 }, (_, guess) => logIn(naledi.user.username, `guess number ${guess}`)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(PER_HOUR).fill(401), ...Array(12 - PER_HOUR).fill(429)]);
  });
});

describe('without a key to sign them with', () => {
  it('remembers no browser, and every log-in draws on the account’s budget', async () => {
    const t = await startCommandApp({ rateLimits: { wrongPasswordsPerHour: 1 } });
    try {
      const naledi = await signUp(t.app);
      const logIn = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: naledi.user.username, password } });
      const first = await logIn(naledi.password);
      expect(first.cookies.map((cookie) => cookie.name)).not.toContain(KNOWN_DEVICES_COOKIE);
      expect((await logIn('a guess')).statusCode).toBe(401);
      expect((await logIn(naledi.password)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
