import {
  emailConfirmationEmail,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_NOT_SET_UP,
  RESET_USERNAME_NEEDED,
  SESSION_ENDED_PASSWORD_CHANGED,
  passwordResetLinkSent,
  streams,
  type User,
} from '@iec-bets/contracts';
import { testRedisUrl } from '@iec-bets/testing';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { issuePasswordResetToken, parsePasswordResetToken } from '../auth/password-reset-token.js';
import { smtpAccountEmail } from '../smtp-account-email.js';
import { loadUser } from '../users/user-lookup.js';
import {
  asUser,
  refusedWithNothingWritten,
  sessionCookieOf,
  signUp,
  startCommandApp,
  uniqueUsername,
  type SignedUp,
} from '../test-support/command-app.js';
import { LINKS_SITE, useMailingCommandApp, type StartOptions } from '../test-support/mailing-command-app.js';

/**
 * The links to choose a forgotten password, end to end: asked for over HTTP, mailed through a real SMTP server as the
 * command service on its own mails them (`smtpAccountEmail`), and the token read out of the email that arrived.
 */
const SECRET = 'the-password-reset-secret-of-these-tests';
const started = new Date('2026-03-02T08:00:00.000Z');
const t = useMailingCommandApp({ secret: SECRET, startedAt: started });
const { start, settle } = t;

async function signUpWith(email: string | null): Promise<SignedUp> {
  const username = uniqueUsername('naledi');
  const password = 'the-forgotten-password';
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { username, password, name: 'Naledi', email } });
  expect(response.statusCode, response.body).toBe(201);
  return { user: response.json(), sessionId: sessionCookieOf(response)!.value, password };
}

const forgotPassword = (username: unknown, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username } as object, ...options });

const resetPassword = (payload: unknown, sessionId?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });

const logIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

/** What a signed-in route answers a device of `user`: their own settings are theirs alone to change. */
const signedInRequest = (user: SignedUp, sessionId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${user.user.id}/notifications`, payload: { emailNotifications: false }, ...asUser(sessionId) });

/** Another device of `user`'s, signed in with their password. */
async function anotherDevice(user: SignedUp): Promise<string> {
  const login = await logIn(user.user.username, user.password);
  expect(login.statusCode, login.body).toBe(200);
  return sessionCookieOf(login)!.value;
}

/**
 * The emails of these tests' concern: every sign-up with an address, and every new address, is also mailed a link to
 * confirm it (email-confirmation.test.ts), at a moment of its own.
 */
const accountMails = () => t.smtp.received.filter((received) => received.mail.subject !== CONFIRMATION_SUBJECT);
const CONFIRMATION_SUBJECT = emailConfirmationEmail('', '').subject;

/** The token of the link in the `count`th email to arrive (1 for the first), once it has arrived. */
const emailedToken = (count = 1) => t.mailedToken(accountMails, '/reset-password', count);

/** A link for `user`, asked for and read out of its email. */
async function linkFor(user: SignedUp): Promise<string> {
  const count = accountMails().length + 1;
  expect((await forgotPassword(user.user.username)).statusCode).toBe(202);
  return emailedToken(count);
}

const newPassword = 'a-password-to-remember';

describe('POST /api/auth/forgot-password', () => {
  it("emails the account's address a link to /reset-password on the site, whose token names the account and works for an hour", async () => {
    const naledi = await signUpWith('naledi@example.org');

    const response = await forgotPassword(naledi.user.username);

    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: passwordResetLinkSent(naledi.user.username) });
    const token = await emailedToken();
    const [mail] = accountMails();
    expect(mail!.envelope.to).toEqual(['naledi@example.org']);
    expect(mail!.mail.from?.value).toEqual([{ address: 'accounts@bets.example.org', name: 'IEC Bets' }]);
    expect(mail!.mail.subject).toBe('Choose a new IEC Bets password');
    expect(mail!.mail.text).toContain(`Someone, hopefully you, asked to choose a new password for @${naledi.user.username} on IEC Bets.`);
    expect(mail!.mail.text).toContain(`Open this link within an hour to choose one: ${LINKS_SITE}/reset-password#${token}`);
    expect(parsePasswordResetToken(token)).toMatchObject({ userId: naledi.user.id, expiresAt: started.getTime() / 1000 + 3600 });
    expect(mail!.mail.text).not.toContain('scrypt');
  });

  it('points the link at the configured site whatever Host or Origin the request names', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const response = await forgotPassword(naledi.user.username, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(response.statusCode, response.body).toBe(202);
    await emailedToken();
    expect(accountMails()[0]!.mail.text).toContain(`${LINKS_SITE}/reset-password#`);
    expect(accountMails()[0]!.mail.text).not.toContain('evil.example');
  });

  it('finds the account whatever the case of the name, and greets it by its own', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const typed = `  ${naledi.user.username.toUpperCase()} `;
    const response = await forgotPassword(typed);
    expect(response.json()).toEqual({ message: passwordResetLinkSent(naledi.user.username.toUpperCase()) });
    await emailedToken();
    expect(accountMails()[0]!.mail.text).toContain(`for @${naledi.user.username} on IEC Bets`);
  });

  it('mails the address the account has now, set in Settings after sign-up', async () => {
    const naledi = await signUpWith(null);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${naledi.user.id}/notifications`,
      payload: { email: 'naledi@work.example.org' },
      ...asUser(naledi.sessionId),
    });
    expect(update.statusCode, update.body).toBe(200);
    await linkFor(naledi);
    expect(accountMails()[0]!.envelope.to).toEqual(['naledi@work.example.org']);
  });

  it('answers the same 202, in the same words, for an unknown name, an account without an address and a deleted one, and sends nothing', async () => {
    const withoutEmail = await signUpWith(null);
    const deleted = await signUpWith('deleted@example.org');
    const deletion = await t.app.inject({ method: 'DELETE', url: `/api/users/${deleted.user.id}`, payload: { password: deleted.password }, ...asUser(deleted.sessionId) });
    expect(deletion.statusCode, deletion.body).toBe(204);
    const head = await t.eventStore.headPosition();

    for (const username of ['nobody_by_this_name', withoutEmail.user.username, deleted.user.username]) {
      const response = await forgotPassword(username);
      expect(response.statusCode, username).toBe(202);
      expect(response.json()).toEqual({ message: passwordResetLinkSent(username) });
      expect(Object.keys(response.headers).sort(), 'nothing in the headers tells them apart either').toEqual(
        Object.keys((await forgotPassword('nobody_else_by_this_name')).headers).sort(),
      );
    }
    expect(await t.eventStore.headPosition(), 'asking records nothing').toBe(head);
    await settle();
    expect(accountMails()).toEqual([]);
  });

  it('answers 503, sending nothing, when the server has no way to send email, no site to link to, or no key to sign with', async () => {
    const setUps: StartOptions[] = [{ accountEmail: undefined }, { passwordResetSecret: undefined }];
    for (const setUp of setUps) {
      await start(setUp);
      const naledi = await signUpWith('naledi@example.org');
      await refusedWithNothingWritten(t, forgotPassword(naledi.user.username), PASSWORD_RESET_NOT_SET_UP, 503);
    }
    // Without PUBLIC_ORIGIN there is no way to email links at all: never a link to the Host the request named.
    expect(smtpAccountEmail({ SMTP_URL: t.smtp.url, MAIL_FROM: 'accounts@bets.example.org' })).toBeUndefined();
    expect(smtpAccountEmail({ SMTP_URL: t.smtp.url, PUBLIC_ORIGIN: LINKS_SITE })).toBeUndefined();
    expect(smtpAccountEmail({ MAIL_FROM: 'accounts@bets.example.org', PUBLIC_ORIGIN: LINKS_SITE })).toBeUndefined();
    await settle();
    expect(accountMails()).toEqual([]);
  });

  it('answers before the mail server has so much as greeted it: the time taken tells nothing of the account', async () => {
    // A mail server that takes the connection and never says a word.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await start({
        accountEmail: smtpAccountEmail({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'IEC Bets <accounts@bets.example.org>', PUBLIC_ORIGIN: LINKS_SITE }, { timeoutMs: 60_000 })!,
      });
      const naledi = await signUpWith('naledi@example.org');
      const answer = await forgotPassword(naledi.user.username);
      expect(answer.statusCode).toBe(202);
      // Her email is under way, and stuck, while the answer has long gone (beside the sign-up's link to confirm her
      // address, stuck the same way).
      await vi.waitFor(() => expect(held).toHaveLength(2), { timeout: 5000 });
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('logs a mail server’s refusal without the address, having answered 202 all the same', async () => {
    const naledi = await signUpWith('naledi@example.org');
    t.smtp.refuseRecipientsWith(550, '5.1.1 <naledi@example.org>: Recipient address rejected');
    expect((await forgotPassword(naledi.user.username)).statusCode).toBe(202);
    await settle();
    const logged = t.logLines.join('');
    expect(logged).toContain('password reset email failed');
    expect(logged).toContain('550');
    expect(logged).toContain(naledi.user.id);
    expect(logged).not.toContain('naledi@example.org');
  });

  it('refuses a missing, empty or malformed username with the form’s words, sending nothing', async () => {
    for (const payload of [{}, { username: '' }, { username: '   ' }, { username: 42 }, { username: null }, { username: 'x'.repeat(201) }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });
      expect(response.json(), JSON.stringify(payload)).toEqual({ error: RESET_USERNAME_NEEDED, statusCode: 400 });
    }
    await settle();
    expect(accountMails()).toEqual([]);
  });
});

describe('POST /api/auth/forgot-password, limited', () => {
  const tooMany = { error: 'Too many attempts. Please wait 1 hour and try again.', statusCode: 429 };

  it('per client address, whichever names it asks for', async () => {
    await start({ rateLimits: { passwordResetsPerHour: 2 } });
    const from = (remoteAddress: string, username: string) => forgotPassword(username, { remoteAddress });
    expect((await from('198.51.100.7', 'first_name')).statusCode).toBe(202);
    expect((await from('198.51.100.7', 'second_name')).statusCode).toBe(202);
    const limited = await from('198.51.100.7', 'third_name');
    expect(limited.json()).toEqual(tooMany);
    expect(limited.headers['retry-after']).toBe('3600');
    expect((await from('198.51.100.8', 'third_name')).statusCode).toBe(202);
  });

  it('per username, whichever addresses ask and however they spell it, so that nobody can fill an inbox', async () => {
    await start({ rateLimits: { passwordResetsPerHour: 2 } });
    const naledi = await signUpWith('naledi@example.org');
    const { username } = naledi.user;
    expect((await forgotPassword(username, { remoteAddress: '198.51.100.1' })).statusCode).toBe(202);
    expect((await forgotPassword(username.toUpperCase(), { remoteAddress: '198.51.100.2' })).statusCode).toBe(202);
    const limited = await forgotPassword(` ${username} `, { remoteAddress: '198.51.100.3' });
    expect(limited.json()).toEqual(tooMany);
    expect(limited.headers).toMatchObject({ 'retry-after': '3600', 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0' });
    // Someone else's name is asked for as before.
    expect((await forgotPassword('someone_else', { remoteAddress: '198.51.100.3' })).statusCode).toBe(202);
    await settle();
    expect(accountMails()).toHaveLength(2);
  });

  it('per username across replicas counting in one Redis', async () => {
    const redis = new Redis(testRedisUrl());
    const replicas = [
      await startCommandApp({ rateLimitRedis: redis, rateLimits: { passwordResetsPerHour: 2 }, accountEmail: t.accountEmail(), passwordResetSecret: SECRET }),
      await startCommandApp({ rateLimitRedis: redis, rateLimits: { passwordResetsPerHour: 2 }, accountEmail: t.accountEmail(), passwordResetSecret: SECRET }),
    ];
    try {
      const username = `shared_${process.pid}_${randomInt(1e9)}`;
      const statuses = [];
      // Addresses of its own, so that no other run counting in the same Redis has spent their budgets.
      const addresses = [1, 2, 3].map(() => `203.0.${randomInt(256)}.${randomInt(1, 255)}`);
      for (const [index, address] of addresses.entries()) {
        const replica = replicas[index % 2]!;
        statuses.push((await replica.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: address, payload: { username } })).statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await redis.quit();
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('opens the account to log-ins again when guesses at its old password had spent its budget', async () => {
    await start({ rateLimits: { wrongPasswordsPerHour: 2 } });
    const naledi = await signUpWith('naledi@example.org');
    for (const guess of ['a first guess', 'a second guess']) expect((await logIn(naledi.user.username, guess)).statusCode).toBe(401);
    expect((await logIn(naledi.user.username, naledi.password)).statusCode).toBe(429);

    const reset = await resetPassword({ token: await linkFor(naledi), newPassword });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await logIn(naledi.user.username, newPassword)).statusCode).toBe(200);
  });

  it('sets the new password, signs this device in under a new session and answers the account; every other session ends', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const [phone, laptop] = [await anotherDevice(naledi), await anotherDevice(naledi)];
    const sipho = await signUp(t.app);
    const token = await linkFor(naledi);

    const response = await resetPassword({ token, newPassword });

    expect(response.statusCode, response.body).toBe(200);
    const answered: User = response.json();
    expect(answered).toEqual(naledi.user);
    expect(response.headers['x-position']).toBeDefined();
    const session = sessionCookieOf(response)!.value;
    expect(session).toMatch(/.+/);
    expect((await signedInRequest(naledi, session)).statusCode).toBe(200);
    for (const device of [naledi.sessionId, phone, laptop]) {
      expect((await signedInRequest(naledi, device)).json()).toEqual({ error: SESSION_ENDED_PASSWORD_CHANGED, statusCode: 401 });
    }
    expect((await t.sessionStore.liveSessionsOf(naledi.user.id)).map((live) => live.id)).toEqual([session]);
    expect(await t.sessionStore.get(sipho.sessionId), "no one else's session").not.toBeNull();

    expect((await logIn(naledi.user.username, naledi.password)).json()).toEqual({ error: 'Invalid username or password', statusCode: 401 });
    expect((await logIn(naledi.user.username, newPassword)).statusCode).toBe(200);
    const changed = (await t.eventStore.readStream(streams.user(naledi.user.id))).at(-1)!;
    expect(changed).toMatchObject({ type: 'PasswordChanged', data: { userId: naledi.user.id }, metadata: { actorId: naledi.user.id } });
    expect(JSON.stringify(changed)).not.toContain(newPassword);
  });

  it('takes the password the account had as the new one: its owner had forgotten it', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const response = await resetPassword({ token: await linkFor(naledi), newPassword: naledi.password });
    expect(response.statusCode, response.body).toBe(200);
    expect((await logIn(naledi.user.username, naledi.password)).statusCode).toBe(200);
  });

  it("ends the session of another account that the browser was signed in to, whose cookie it replaces", async () => {
    const naledi = await signUpWith('naledi@example.org');
    const sipho = await signUp(t.app);
    const siphoElsewhere = await anotherDevice(sipho);

    const response = await resetPassword({ token: await linkFor(naledi), newPassword }, sipho.sessionId);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe(naledi.user.id);
    expect(await t.sessionStore.get(sipho.sessionId)).toBeNull();
    expect(await t.sessionStore.get(siphoElsewhere), "his other devices' sessions stay").not.toBeNull();
  });

  it('refuses a link used already, writing nothing', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    expect((await resetPassword({ token, newPassword })).statusCode).toBe(200);
    await refusedWithNothingWritten(t, resetPassword({ token, newPassword: 'yet-another-password' }), PASSWORD_RESET_LINK_INVALID, 400);
    expect((await logIn(naledi.user.username, newPassword)).statusCode).toBe(200);
  });

  it('refuses every link made before another was used', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const first = await linkFor(naledi);
    const second = await linkFor(naledi);
    expect((await resetPassword({ token: second, newPassword })).statusCode).toBe(200);
    await refusedWithNothingWritten(t, resetPassword({ token: first, newPassword: 'yet-another-password' }), PASSWORD_RESET_LINK_INVALID, 400);
  });

  it('refuses a link once the password was changed in Settings', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${naledi.user.id}/password`,
      payload: { currentPassword: naledi.password, newPassword: 'changed-in-settings' },
      ...asUser(naledi.sessionId),
    });
    expect(change.statusCode, change.body).toBe(204);
    await refusedWithNothingWritten(t, resetPassword({ token, newPassword }), PASSWORD_RESET_LINK_INVALID, 400);
    expect((await logIn(naledi.user.username, 'changed-in-settings')).statusCode).toBe(200);
  });

  it('refuses a link mailed to an address the account has since left, and takes a new one mailed to the new address', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${naledi.user.id}/notifications`,
      payload: { email: 'naledi.new@example.org' },
      ...asUser(naledi.sessionId),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The old address is told of the change (below), before the next link is asked for.
    await vi.waitFor(() => expect(accountMails()).toHaveLength(2), { timeout: 5000 });
    await refusedWithNothingWritten(t, resetPassword({ token, newPassword }), PASSWORD_RESET_LINK_INVALID, 400);
    const fresh = await linkFor(naledi);
    expect(accountMails().at(-1)!.envelope.to).toEqual(['naledi.new@example.org']);
    expect((await resetPassword({ token: fresh, newPassword })).statusCode).toBe(200);
  });

  it('refuses a link an hour after it was made, and takes it a minute before', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    t.now = new Date(started.getTime() + 60 * 60_000);
    await refusedWithNothingWritten(t, resetPassword({ token, newPassword }), PASSWORD_RESET_LINK_INVALID, 400);
    t.now = new Date(started.getTime() + 59 * 60_000);
    expect((await resetPassword({ token, newPassword })).statusCode).toBe(200);
  });

  it('refuses a link altered in any part, or made with another secret', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const sipho = await signUpWith('sipho@example.org');
    const token = await linkFor(naledi);
    const [userId, expiresAt, mac] = token.split('.') as [string, string, string];
    const altered = [
      `${sipho.user.id}.${expiresAt}.${mac}`,
      `${userId}.${Number(expiresAt) + 3600}.${mac}`,
      `${userId}.${expiresAt}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
      `${userId}.${expiresAt}`,
      'not-a-link-at-all',
    ];
    for (const forged of altered) await refusedWithNothingWritten(t, resetPassword({ token: forged, newPassword }), PASSWORD_RESET_LINK_INVALID, 400);

    // Made for her, now, with her password as it stands, by a server with another secret.
    const account = await loadUser(t.eventStore, naledi.user.id);
    const elsewhere = issuePasswordResetToken({
      userId: naledi.user.id,
      passwordHash: account!.passwordHash,
      email: account!.notificationSettings.email!,
      secret: 'another-secret-of-another-server-entirely',
      now: t.now,
    });
    await refusedWithNothingWritten(t, resetPassword({ token: elsewhere, newPassword }), PASSWORD_RESET_LINK_INVALID, 400);
  });

  it('refuses the link of an account deleted since', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    const deletion = await t.app.inject({ method: 'DELETE', url: `/api/users/${naledi.user.id}`, payload: { password: naledi.password }, ...asUser(naledi.sessionId) });
    expect(deletion.statusCode, deletion.body).toBe(204);
    await refusedWithNothingWritten(t, resetPassword({ token, newPassword }), PASSWORD_RESET_LINK_INVALID, 400);
  });

  it('leaves no session to a new password whose record the deletion of the account overtook', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    const create = t.sessionStore.create;
    // The account is deleted, with its new password, just before this device's new session is made.
    t.sessionStore.create = async (userId, ttlMs) => {
      t.sessionStore.create = create;
      const deletion = await t.app.inject({ method: 'DELETE', url: `/api/users/${naledi.user.id}`, payload: { password: newPassword }, ...asUser(naledi.sessionId) });
      expect(deletion.statusCode, deletion.body).toBe(204);
      return create(userId, ttlMs);
    };
    const reset = await resetPassword({ token, newPassword });
    expect(reset.json()).toEqual({ error: PASSWORD_RESET_LINK_INVALID, statusCode: 400 });
    expect(sessionCookieOf(reset)?.value ?? '').toBe('');
    expect(await t.sessionStore.liveSessionsOf(naledi.user.id)).toEqual([]);
  });

  it('of two uses of one link at once, takes one and refuses the other as used', async () => {
    // Every read takes a while, as over a network: both uses check the link before either records its password.
    await start({ readDelayMs: 20 });
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    const head = await t.eventStore.headPosition();

    const answers = await Promise.all([resetPassword({ token, newPassword: 'first-new-password' }), resetPassword({ token, newPassword: 'second-new-password' })]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const [taken, refused] = answers[0]!.statusCode === 200 ? answers : [answers[1]!, answers[0]!];
    expect(refused!.json()).toEqual({ error: PASSWORD_RESET_LINK_INVALID, statusCode: 400 });
    expect(sessionCookieOf(refused!)).toBeUndefined();
    const recorded = (await t.eventStore.readStream(streams.user(naledi.user.id))).filter((event) => event.position > head);
    expect(recorded.map((event) => event.type)).toEqual(['PasswordChanged']);
    expect((await t.sessionStore.liveSessionsOf(naledi.user.id)).map((live) => live.id)).toEqual([sessionCookieOf(taken!)!.value]);
  });

  it('records nothing while the session store is out of reach, and the link still works once it is back', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const phone = await anotherDevice(naledi);
    const token = await linkFor(naledi);
    t.sessionStore.isResponsive = async () => false;
    await refusedWithNothingWritten(t, resetPassword({ token, newPassword }), 'IEC Bets is briefly unavailable. Please try again in a moment.', 503);
    delete t.sessionStore.isResponsive;
    expect((await signedInRequest(naledi, phone)).statusCode).toBe(200);

    expect((await resetPassword({ token, newPassword })).statusCode).toBe(200);
    expect((await signedInRequest(naledi, phone)).json()).toEqual({ error: SESSION_ENDED_PASSWORD_CHANGED, statusCode: 401 });
  });

  it('answers 503 when the server has no key to check links with', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    await start({ passwordResetSecret: undefined });
    await refusedWithNothingWritten(t, resetPassword({ token, newPassword }), PASSWORD_RESET_NOT_SET_UP, 503);
  });

  it("refuses a missing or malformed link, and a new password a sign-up would refuse, with the forms' words", async () => {
    const naledi = await signUpWith('naledi@example.org');
    const token = await linkFor(naledi);
    const refusals: Array<[payload: unknown, error: string]> = [
      [{}, PASSWORD_RESET_LINK_INVALID],
      [{ newPassword }, PASSWORD_RESET_LINK_INVALID],
      [{ token: '', newPassword }, PASSWORD_RESET_LINK_INVALID],
      [{ token: 42, newPassword }, PASSWORD_RESET_LINK_INVALID],
      [{ token: 'x'.repeat(501), newPassword }, PASSWORD_RESET_LINK_INVALID],
      [{ token }, 'Please fill in all required fields'],
      [{ token, newPassword: '' }, 'Please fill in all required fields'],
      [{ token, newPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ token, newPassword: 'p'.repeat(201) }, 'Password must be at most 200 characters'],
      [{ token, newPassword: 12345678 }, 'Please fill in all required fields'],
    ];
    for (const [payload, error] of refusals) await refusedWithNothingWritten(t, resetPassword(payload), error, 400);
    // The link was not used up by any of them.
    expect((await resetPassword({ token, newPassword })).statusCode).toBe(200);
  });

  it('limits tries per client address as a login does', async () => {
    await start({ rateLimits: { loginPerMinute: 2 } });
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: '198.51.100.9', payload: { token: 'guess', newPassword } });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).json()).toEqual({ error: 'Too many attempts. Please wait 1 minute and try again.', statusCode: 429 });
  });
});

describe('PUT /api/users/{id}/notifications, the address changed', () => {
  const changeAddress = (user: SignedUp, email: string | null) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${user.user.id}/notifications`, payload: { email }, ...asUser(user.sessionId) });

  it('tells the old address, naming the new one only in part, so that whoever took a signed-in phone cannot quietly take the account by a link', async () => {
    const naledi = await signUpWith('naledi@example.org');
    expect((await changeAddress(naledi, 'taken.over@example.net')).statusCode).toBe(200);
    await settle();
    expect(accountMails()).toHaveLength(1);
    const { envelope, mail } = accountMails()[0]!;
    expect(envelope.to).toEqual(['naledi@example.org']);
    expect(mail.subject).toBe('Your IEC Bets email address was changed');
    expect(mail.text).toContain(`The email address of @${naledi.user.username} on IEC Bets was changed from this address to t…@example.net.`);
    expect(mail.text).toContain(`${LINKS_SITE}/profile`);
    expect(mail.text).not.toContain('taken.over');
  });

  it('tells the old address when the address is removed', async () => {
    const naledi = await signUpWith('naledi@example.org');
    expect((await changeAddress(naledi, null)).statusCode).toBe(200);
    await settle();
    expect(accountMails().map((received) => received.envelope.to)).toEqual([['naledi@example.org']]);
    expect(accountMails()[0]!.mail.text).toContain('was removed');
  });

  it('sends nothing when an address is first given, or saved unchanged, or other settings change', async () => {
    const naledi = await signUpWith(null);
    expect((await changeAddress(naledi, 'naledi@example.org')).statusCode).toBe(200);
    expect((await changeAddress(naledi, 'naledi@example.org')).statusCode).toBe(200);
    expect((await signedInRequest(naledi, naledi.sessionId)).statusCode).toBe(200);
    await settle();
    expect(accountMails()).toEqual([]);
  });
});
