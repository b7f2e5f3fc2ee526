import {
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_CONFIRMATION_LINK_HOURS,
  EMAIL_CONFIRMATION_LINK_INVALID,
  EMAIL_CONFIRMATION_NOT_SENT,
  EMAIL_CONFIRMATION_NOT_SET_UP,
  EMAIL_CONFIRMED,
  emailConfirmationEmail,
  emailConfirmationSent,
  NO_EMAIL_TO_CONFIRM,
  type User,
} from '@iec-bets/contracts';
import { testRedisUrl } from '@iec-bets/testing';
import { Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  asUser,
  refusedWithNothingWritten,
  sessionCookieOf,
  startCommandApp,
  uniqueUsername,
} from '../test-support/command-app.js';
import { useMailingCommandApp } from '../test-support/mailing-command-app.js';
import { loadUser } from '../users/user-lookup.js';

/**
 * Confirming an email address, end to end: the links are mailed through a real SMTP server, as the command service on
 * its own mails them, and the token read out of the email that arrived.
 */
const SECRET = 'the-link-secret-of-these-email-confirmation-tests';
const started = new Date('2026-03-02T08:00:00.000Z');
const CONFIRMATION_SUBJECT = emailConfirmationEmail('', '').subject;
const t = useMailingCommandApp({ secret: SECRET, startedAt: started });
const { start, settle } = t;

interface Account {
  user: User;
  sessionId: string;
}

async function signUpWith(email: string | null): Promise<Account> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: uniqueUsername('naledi'), password: 'a-password-to-remember', name: 'Naledi', email },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { user: response.json(), sessionId: sessionCookieOf(response)!.value };
}

const confirmations = () => t.smtp.received.filter((received) => received.mail.subject === CONFIRMATION_SUBJECT);

/** The token of the link in the `count`th confirmation email to arrive (1 for the first), once it has arrived. */
const mailedToken = (count = 1) => t.mailedToken(confirmations, '/confirm-email', count);

/** Opened where nobody is signed in: the mail app's own browser, say. */
const confirm = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } as object });

const askAgain = (account: Account, id = account.user.id) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/email-confirmation`, ...asUser(account.sessionId) });

const changeAddress = (account: Account, email: string | null) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${account.user.id}/notifications`, payload: { email }, ...asUser(account.sessionId) });

const isConfirmed = async (account: Account) => (await loadUser(t.eventStore, account.user.id))?.emailConfirmed;

describe('the link mailed after a sign-up', () => {
  it('goes to the address given, points at /confirm-email on the site, and confirms the address without a session', async () => {
    const naledi = await signUpWith('naledi@example.org');
    expect(naledi.user.emailConfirmed).toBe(false);
    const token = await mailedToken();
    const [mail] = confirmations();
    expect(mail!.envelope.to).toEqual(['naledi@example.org']);
    expect(mail!.mail.text).toContain(`for @${naledi.user.username} on IEC Bets`);

    const opened = await confirm(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ message: EMAIL_CONFIRMED });
    // The read side can wait for it, as for any write.
    expect(Number(opened.headers['x-position'])).toBeGreaterThan(0);
    expect(await isConfirmed(naledi)).toBe(true);
  });

  it('is not sent for a sign-up without an address', async () => {
    const naledi = await signUpWith(null);
    await settle();
    expect(naledi.user.emailConfirmed).toBe(false);
    expect(t.smtp.received).toEqual([]);
  });

  it('answers a second opening as the first, and records the confirmation once', async () => {
    await signUpWith('naledi@example.org');
    const token = await mailedToken();
    expect((await confirm(token)).statusCode).toBe(200);
    const head = await t.eventStore.headPosition();
    const again = await confirm(token);
    expect(again.json()).toEqual({ message: EMAIL_CONFIRMED });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it(`works for ${EMAIL_CONFIRMATION_LINK_HOURS} hours, and not a moment longer`, async () => {
    const early = await signUpWith('early@example.org');
    const earlyToken = await mailedToken(1);
    await signUpWith('late@example.org');
    const lateToken = await mailedToken(2);
    t.now = new Date(started.getTime() + EMAIL_CONFIRMATION_LINK_HOURS * 3_600_000 - 60_000);
    expect((await confirm(earlyToken)).statusCode).toBe(200);
    expect(await isConfirmed(early)).toBe(true);
    t.now = new Date(started.getTime() + EMAIL_CONFIRMATION_LINK_HOURS * 3_600_000);
    await refusedWithNothingWritten(t, confirm(lateToken), EMAIL_CONFIRMATION_LINK_INVALID, 400);
  });

  it('refuses a link altered in any part, or made with another secret, or no link at all, writing nothing', async () => {
    await signUpWith('naledi@example.org');
    const token = await mailedToken();
    const [id, expiresAt, mac] = token.split('.') as [string, string, string];
    const flipped = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      [flipped(id), expiresAt, mac].join('.'),
      [id, String(Number(expiresAt) + 3600), mac].join('.'),
      [id, expiresAt, flipped(mac)].join('.'),
      `${token}.extra`,
      'not-a-link',
      '',
      42,
      null,
      'x'.repeat(501),
    ]) {
      await refusedWithNothingWritten(t, confirm(bad), EMAIL_CONFIRMATION_LINK_INVALID, 400);
    }
    await start({ passwordResetSecret: 'another-secret-of-these-email-confirmation-tests' });
    await refusedWithNothingWritten(t, confirm(token), EMAIL_CONFIRMATION_LINK_INVALID, 400);
  });

  it("confirms no other account's address with one account's link", async () => {
    await signUpWith('naledi@example.org');
    const token = await mailedToken(1);
    const pieter = await signUpWith('naledi@example.org');
    const [, expiresAt, mac] = token.split('.');
    await refusedWithNothingWritten(t, confirm([pieter.user.id, expiresAt, mac].join('.')), EMAIL_CONFIRMATION_LINK_INVALID, 400);
    expect(await isConfirmed(pieter)).toBe(false);
  });

  it('is refused, 503, by a server with no key to check links with', async () => {
    await signUpWith('naledi@example.org');
    const token = await mailedToken();
    await start({ passwordResetSecret: undefined, accountEmail: undefined });
    await refusedWithNothingWritten(t, confirm(token), EMAIL_CONFIRMATION_NOT_SET_UP, 503);
  });
});

describe('a change of address', () => {
  it('leaves the account unconfirmed, mails the new address its own link, and ends the links to the old one', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const oldToken = await mailedToken(1);
    expect((await confirm(oldToken)).statusCode).toBe(200);

    expect((await changeAddress(naledi, 'naledi@work.example.org')).statusCode).toBe(200);
    expect(await isConfirmed(naledi)).toBe(false);
    const newToken = await mailedToken(2);
    expect(confirmations()[1]!.envelope.to).toEqual(['naledi@work.example.org']);

    // The old address's link confirms nothing now, though it has not expired and was good a moment ago.
    await refusedWithNothingWritten(t, confirm(oldToken), EMAIL_CONFIRMATION_LINK_INVALID, 400);
    expect((await confirm(newToken)).statusCode).toBe(200);
    expect(await isConfirmed(naledi)).toBe(true);
  });

  it('back to an earlier address leaves it unconfirmed until a link to it is opened, an unexpired earlier one among them', async () => {
    const naledi = await signUpWith('naledi@example.org');
    const first = await mailedToken(1);
    expect((await changeAddress(naledi, 'naledi@work.example.org')).statusCode).toBe(200);
    await mailedToken(2);
    expect((await changeAddress(naledi, 'naledi@example.org')).statusCode).toBe(200);
    const third = await mailedToken(3);
    expect(await isConfirmed(naledi)).toBe(false);
    // The first link was made for this very address and has not expired: whoever opens it reads the address, which is
    // all a confirmation says. What a change of address ends is a link to an address the account no longer has.
    expect((await confirm(first)).statusCode).toBe(200);
    expect((await confirm(third)).statusCode).toBe(200);
    expect(await isConfirmed(naledi)).toBe(true);
  });

  it('mails nothing when the address is removed, or saved unchanged, or only the switches change', async () => {
    const naledi = await signUpWith('naledi@example.org');
    await mailedToken(1);
    expect((await changeAddress(naledi, 'naledi@example.org')).statusCode).toBe(200);
    const switchedOn = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${naledi.user.id}/notifications`,
      payload: { browserNotifications: true },
      ...asUser(naledi.sessionId),
    });
    expect(switchedOn.statusCode).toBe(200);
    expect((await changeAddress(naledi, null)).statusCode).toBe(200);
    await settle();
    expect(confirmations()).toHaveLength(1);
  });
});

describe('POST /api/users/{id}/email-confirmation', () => {
  it('mails a new link to the address, saying where it went, and the new link confirms it', async () => {
    const naledi = await signUpWith('naledi@example.org');
    await mailedToken(1);
    const asked = await askAgain(naledi);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: emailConfirmationSent('n…@example.org') });
    const token = await mailedToken(2);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await isConfirmed(naledi)).toBe(true);
  });

  it('refuses an account without an address, a confirmed one, and anyone else’s account', async () => {
    const without = await signUpWith(null);
    await refusedWithNothingWritten(t, askAgain(without), NO_EMAIL_TO_CONFIRM, 400);

    const naledi = await signUpWith('naledi@example.org');
    expect((await confirm(await mailedToken(1))).statusCode).toBe(200);
    await refusedWithNothingWritten(t, askAgain(naledi), EMAIL_ALREADY_CONFIRMED, 409);

    expect((await askAgain(without, naledi.user.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${naledi.user.id}/email-confirmation` })).statusCode).toBe(401);
    await settle();
    expect(confirmations()).toHaveLength(1);
  });

  it('answers 503 when the mail server refuses, rather than promising a link that is not coming', async () => {
    const naledi = await signUpWith('naledi@example.org');
    await mailedToken(1);
    t.smtp.refuseRecipientsWith(451, '4.3.0 Try again later');
    await refusedWithNothingWritten(t, askAgain(naledi), EMAIL_CONFIRMATION_NOT_SENT, 503);
  });

  it('answers 503 on a server that sends no email', async () => {
    await start({ accountEmail: undefined });
    const naledi = await signUpWith('naledi@example.org');
    await refusedWithNothingWritten(t, askAgain(naledi), EMAIL_CONFIRMATION_NOT_SET_UP, 503);
  });

  it("shares one budget an hour with the links a sign-up or a change of address sends, and says when it renews", async () => {
    await start({ rateLimits: { confirmationEmailsPerHour: 3 } });
    const naledi = await signUpWith('naledi@example.org');
    await mailedToken(1);
    expect((await changeAddress(naledi, 'naledi@work.example.org')).statusCode).toBe(200);
    await mailedToken(2);
    expect((await askAgain(naledi)).statusCode).toBe(202);
    const fourth = await askAgain(naledi);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(/^Too many attempts\. Please wait (59 minutes|1 hour) and try again\.$/);
    expect(fourth.headers['retry-after']).toBeDefined();
    await settle();
    expect(confirmations()).toHaveLength(3);
  });
});

describe('the budget of links', () => {
  it('spends nothing on links the mail server did not take', async () => {
    await start({ rateLimits: { confirmationEmailsPerHour: 2 } });
    const naledi = await signUpWith('naledi@example.org');
    await mailedToken(1);
    t.smtp.refuseRecipientsWith(451, '4.3.0 Try again later');
    for (let attempt = 0; attempt < 3; attempt++) expect((await askAgain(naledi)).statusCode).toBe(503);
    t.smtp.acceptRecipients();
    expect((await askAgain(naledi)).statusCode).toBe(202);
    expect((await askAgain(naledi)).statusCode).toBe(429);
  });
});

describe('the links mailed by themselves', () => {
  it('stop once the account has had its links for the hour, however often its address changes', async () => {
    await start({ rateLimits: { confirmationEmailsPerHour: 2 } });
    const naledi = await signUpWith('first@example.org');
    for (const address of ['second@example.org', 'third@example.org', 'fourth@example.org']) {
      // The change itself is taken: only its link is held back.
      expect((await changeAddress(naledi, address)).statusCode).toBe(200);
    }
    await settle();
    expect(confirmations().map((received) => received.envelope.to)).toEqual([['first@example.org'], ['second@example.org']]);
  });

  it('stop once one address has had its links for the hour, whichever accounts give it', async () => {
    await start({ rateLimits: { confirmationEmailsPerHour: 2 } });
    for (let account = 0; account < 4; account++) await signUpWith(account % 2 === 0 ? 'stranger@example.org' : 'Stranger@Example.org');
    await settle();
    expect(confirmations()).toHaveLength(2);
  });

  it('stop for an address across replicas counting in one Redis', async () => {
    const redis = new Redis(testRedisUrl());
    const replicas = await Promise.all(
      [0, 1].map(() =>
        startCommandApp({ rateLimitRedis: redis, rateLimits: { confirmationEmailsPerHour: 2 }, accountEmail: t.accountEmail(), passwordResetSecret: SECRET }),
      ),
    );
    const closeReplicas = async () => {
      // Closing waits for the emails under way: after it, every link the replicas sent has arrived.
      await Promise.all(replicas.splice(0).map((replica) => replica.close()));
    };
    try {
      // An address of its own, so that no other run counting in the same Redis has spent its budget.
      const stranger = `stranger.${process.pid}.${randomInt(1e9)}@example.org`;
      for (const replica of [...replicas, ...replicas]) {
        const signedUp = await replica.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { username: uniqueUsername('naledi'), password: 'a-password-to-remember', name: 'Naledi', email: stranger },
        });
        expect(signedUp.statusCode, signedUp.body).toBe(201);
      }
      await closeReplicas();
      expect(confirmations().map((received) => received.envelope.to)).toEqual([[stranger], [stranger]]);
    } finally {
      await closeReplicas();
      await redis.quit();
    }
  });
});
