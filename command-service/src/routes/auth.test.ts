import { INVALID_CREDENTIALS, streams, User } from '@iec-bets/contracts';
import { SESSION_COOKIE } from '@iec-bets/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  asUser,
  positionOf,
  sessionCookieOf,
  signUp,
  startCommandApp,
  uniqueUsername,
  type CommandTestApp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
afterEach(async () => t?.close());

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  username: uniqueUsername(),
  password: 'a-good-long-password',
  name: 'Lerato Mokoena',
  ...overrides,
});

/** A command only a signed-in user may send: tells whether a session id is live for the service. */
async function isSignedIn(sessionId: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/answers',
    payload: { questionId: 'none', optionId: 'yes' },
    ...asUser(sessionId),
  });
  return response.statusCode !== 401;
}

describe('POST /api/auth/signup', () => {
  beforeEach(async () => {
    t = await startCommandApp({ clock: () => new Date('2024-05-01T08:30:00.000Z') });
  });

  it('creates the account, answers with the user and signs them in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ username: 'Lerato_M', email: ' lerato@example.org ', phoneNumber: '+27821234567' }),
    });
    expect(response.statusCode).toBe(201);
    const user = User.parse(response.json());
    expect(user).toEqual({
      id: expect.any(String),
      username: 'Lerato_M',
      name: 'Lerato Mokoena',
      email: 'lerato@example.org',
      emailConfirmed: false,
      phoneNumber: '+27821234567',
      joinDate: '2024-05-01T08:30:00.000Z',
      isAdmin: false,
      emailNotifications: false,
      browserNotifications: false,
      whatsappNotifications: false,
      streakReminders: true,
    });
    expect(JSON.stringify(response.json())).not.toContain('scrypt');
    const cookie = sessionCookieOf(response);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    expect(await isSignedIn(cookie!.value)).toBe(true);
  });

  it('records the name reservation first, then the registration, and reports where it landed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-correlation-id': 'signup-sipho-1' },
      payload: signupBody({ username: 'Sipho' }),
    });
    const { id } = response.json();
    const reservation = await t.eventStore.readStream(streams.username('sipho'));
    const registration = await t.eventStore.readStream(streams.user(id));
    expect(reservation.map((event) => event.type)).toEqual(['UsernameReserved']);
    expect(registration.map((event) => event.type)).toEqual(['UserRegistered']);
    expect(reservation[0]!.position).toBeLessThan(registration[0]!.position);
    expect(positionOf(response)).toBe(registration[0]!.position);
    for (const event of [...reservation, ...registration]) {
      expect(event.metadata).toMatchObject({
        actorId: id,
        correlationId: 'signup-sipho-1',
        causationId: null,
        occurredAt: '2024-05-01T08:30:00.000Z',
      });
    }
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody() });
    const [registered] = await t.eventStore.readStream(streams.user(response.json().id));
    expect(registered?.type).toBe('UserRegistered');
    const data = registered!.data as { passwordHash: string };
    expect(data.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(registered)).not.toContain('a-good-long-password');
  });

  it('sets the Secure flag when the site runs on HTTPS', async () => {
    await t.close();
    t = await startCommandApp({ cookieSecure: true });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody() });
    expect(sessionCookieOf(response)?.secure).toBe(true);
  });

  it('keeps usernames unique regardless of case', async () => {
    await signUp(t.app, 'Naledi');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ username: 'NALEDI' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'That username is already taken', statusCode: 409 });
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('lets exactly one of several simultaneous sign-ups take a name', async () => {
    await t.close();
    t = await startCommandApp({ readDelayMs: 20 });
    const attempts = await Promise.all(
      ['Bongani', 'bongani', 'BONGANI'].map((username) =>
        t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ username }) }),
      ),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const loser of attempts.filter((response) => response.statusCode === 409)) {
      expect(loser.json().error).toBe('That username is already taken');
    }
    const registrations = await t.eventStore.readAll({ after: 0, limit: 100 });
    expect(registrations.filter((event) => event.type === 'UserRegistered')).toHaveLength(1);
  });

  it.each([
    ['username', 'Please fill in all required fields'],
    ['password', 'Please fill in all required fields'],
    ['name', 'Please fill in all required fields'],
  ])('answers a missing %s with 400 "%s"', async (field, message) => {
    const body: Record<string, unknown> = signupBody();
    delete body[field];
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
  });

  it.each([
    [{ username: '   ' }, 'Please fill in all required fields'],
    [{ name: '' }, 'Please fill in all required fields'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'has space' }, 'Username may contain only letters, digits, dots and underscores'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address, for example name@example.co.za'],
    [{ phoneNumber: '0821234567' }, 'Please enter the phone number with its country code, for example +27821234567'],
    [{ username: 42 }, 'Please fill in all required fields'],
    [{ password: ['a', 'b'] }, 'Please fill in all required fields'],
    [{ name: { first: 'x' } }, 'Please fill in all required fields'],
    [{ email: 42 }, 'Please enter a valid email address, for example name@example.co.za'],
    [{ phoneNumber: 821234567 }, 'Please enter the phone number with its country code, for example +27821234567'],
  ])('refuses %j with 400', async (overrides, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('treats blank optional email and phone as not given', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ email: '', phoneNumber: '' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: null, phoneNumber: null });
  });

  it('answers broken JSON with 400 and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "x",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The request body is not valid JSON');
    expect(await t.eventStore.headPosition()).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  beforeEach(async () => {
    t = await startCommandApp();
  });

  it('signs in right after sign-up, with any letter case of the username', async () => {
    const { user, password } = await signUp(t.app, 'Ayanda');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ' ayanda ', password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await isSignedIn(cookie!.value)).toBe(true);
  });

  it('answers with the alert settings as they stand, not as they were at sign-up', async () => {
    const { user, password, sessionId } = await signUp(t.app);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/notifications`,
      payload: { email: 'lerato@example.co.za', phoneNumber: '+27821234567', emailNotifications: true, whatsappNotifications: true },
      ...asUser(sessionId),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } });

    // The client keeps this as the signed-in user and its settings form starts from it: a stale copy, saved, erased them.
    expect(User.parse(response.json())).toEqual({
      ...user,
      email: 'lerato@example.co.za',
      phoneNumber: '+27821234567',
      emailNotifications: true,
      whatsappNotifications: true,
      browserNotifications: false,
    });
  });

  it('rotates the session: the one the request came with stops working', async () => {
    const { user, password, sessionId: before } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password },
      ...asUser(before),
    });
    const after = sessionCookieOf(response)!.value;
    expect(after).not.toBe(before);
    expect(await t.sessionStore.get(before)).toBeNull();
    expect(await isSignedIn(before)).toBe(false);
    expect(await isSignedIn(after)).toBe(true);
  });

  it('gives a wrong password and an unknown username the same 401', async () => {
    const { user } = await signUp(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'not-the-password' },
    });
    const unknownUser = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody_here', password: 'not-the-password' },
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: INVALID_CREDENTIALS, statusCode: 401 });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it.each([
    [{ password: 'x' }],
    [{ username: 'someone' }],
    [{ username: '', password: 'x' }],
    [{ username: 'someone', password: '' }],
    [{ username: 7, password: 'x' }],
    [{ username: 'someone', password: null }],
  ])('refuses %j with 400 "Please enter both username and password"', async (payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Please enter both username and password', statusCode: 400 });
  });

  it('writes no event', async () => {
    const { user, password } = await signUp(t.app);
    const head = await t.eventStore.headPosition();
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } });
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});

describe('POST /api/auth/logout', () => {
  beforeEach(async () => {
    t = await startCommandApp();
  });

  it('revokes the session and clears the cookie', async () => {
    const { sessionId } = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', ...asUser(sessionId) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await t.sessionStore.get(sessionId)).toBeNull();
    expect(await isSignedIn(sessionId)).toBe(false);
  });

  it('is fine without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });

  it('is fine with a session that is already gone', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [SESSION_COOKIE]: 'stale' } });
    expect(response.statusCode).toBe(204);
  });
});

describe('rate limits on auth', () => {
  it('limits login attempts per address per minute with a readable 429', async () => {
    t = await startCommandApp({ rateLimits: { loginPerMinute: 2 } });
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'someone', password: 'guess-123' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait 1 minute and try again.', statusCode: 429 });
    expect(limited.headers['retry-after']).toBeDefined();
    // Other routes keep their own budgets.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });

  it('limits sign-ups per address per hour', async () => {
    t = await startCommandApp({ rateLimits: { signupPerHour: 1 } });
    await signUp(t.app);
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many attempts. Please wait 1 hour and try again.');
  });
});
