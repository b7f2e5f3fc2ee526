import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LEAVE_LINK_INVALID,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_SUBSCRIPTION_GONE,
  NEWSLETTER_UNSUBSCRIBED,
  newsletterAlreadySubscribedEmail,
  newsletterConfirmationEmail,
  streams,
} from '@iec-bets/contracts';
import { newsletterSubject } from '@iec-bets/platform';
import type { ReceivedMail } from '@iec-bets/testing';
import { describe, expect, it, vi } from 'vitest';
import { LINKS_SITE, useMailingCommandApp } from '../test-support/mailing-command-app.js';

/**
 * The newsletter's double opt-in, end to end: subscribing mails a link through a real SMTP server, the token is read
 * out of the email that arrived, and the links confirm and leave as a person's browser, and a mail program's one-click
 * unsubscribe, would use them.
 */
const SECRET = 'the-link-secret-of-these-newsletter-link-tests';
const started = new Date('2026-03-02T08:00:00.000Z');
const t = useMailingCommandApp({ secret: SECRET, startedAt: started });

const CONFIRM_SUBJECT = newsletterConfirmationEmail({ confirm: '', unsubscribe: '' }, started).subject;
const ALREADY_SUBJECT = newsletterAlreadySubscribedEmail({ unsubscribe: '' }).subject;
const mailsWith = (subject: string) => () => t.smtp.received.filter((received) => received.mail.subject === subject);

const subscribe = (email: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email, source: 'landing_page' } });
const confirm = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } as object });
/** From the page the email's footer link opens: the token in a JSON body. */
const leaveFromPage = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } as object });

/** The raw value of a header of a received email, as the mail program reads it. */
const headerOf = (received: ReceivedMail, name: string) =>
  received.mail.headerLines.find((header) => header.key === name.toLowerCase())?.line.slice(name.length + 1).trim();

/** The address the email's List-Unsubscribe header names, as a mail program takes it. */
const oneClickAddressOf = (received: ReceivedMail) => /^<(.+)>$/.exec(headerOf(received, 'List-Unsubscribe') ?? '')?.[1];

/** What a mail program sends when its reader presses its own Unsubscribe (RFC 8058, section 3.1). */
const oneClick = (address: string) => {
  const url = new URL(address);
  return t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
};

const historyOf = async (subscriberId: string) => (await t.eventStore.readStream(streams.newsletter(subscriberId))).map((event) => event.type);

async function subscribedAndMailed(email = 'thandi@example.co.za') {
  const before = mailsWith(CONFIRM_SUBJECT)().length;
  expect((await subscribe(email)).statusCode).toBe(201);
  const token = await t.mailedToken(mailsWith(CONFIRM_SUBJECT), '/newsletter/confirm', before + 1);
  const [subscriberId, subscriptionId] = token.split('.');
  return { token, subscriberId: subscriberId!, subscriptionId: subscriptionId!, mail: mailsWith(CONFIRM_SUBJECT)().at(-1)! };
}

describe('subscribing', () => {
  it('mails the address a link to confirm, to the site, and a link to leave, with the one-click headers', async () => {
    const { mail, subscriberId } = await subscribedAndMailed();
    expect(mail.envelope.to).toEqual(['thandi@example.co.za']);
    expect(mail.mail.text).toContain(`${LINKS_SITE}/newsletter/confirm#`);
    expect(mail.mail.text).toContain(`${LINKS_SITE}/newsletter/unsubscribe#`);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const address = new URL(oneClickAddressOf(mail)!);
    expect(`${address.origin}${address.pathname}`).toBe(`${LINKS_SITE}/api/newsletter/unsubscribe`);
    expect(address.searchParams.get('token')).toMatch(new RegExp(`^${subscriberId}\\.`));
    // Nothing more than the request's record: the subscription waits for its owner.
    expect(await historyOf(subscriberId)).toEqual(['NewsletterSubscribed']);
  });

  it('mails a waiting subscription a new link when the address subscribes again, and a confirmed one a note instead', async () => {
    const first = await subscribedAndMailed();
    expect((await subscribe('Thandi@Example.co.za')).statusCode).toBe(201);
    expect(await t.mailedToken(mailsWith(CONFIRM_SUBJECT), '/newsletter/confirm', 2)).toMatch(new RegExp(`^${first.subscriberId}\\.${first.subscriptionId}\\.`));

    expect((await confirm(first.token)).statusCode).toBe(200);
    expect((await subscribe('thandi@example.co.za')).statusCode).toBe(201);
    await vi.waitFor(() => expect(mailsWith(ALREADY_SUBJECT)()).toHaveLength(1));
    const [note] = mailsWith(ALREADY_SUBJECT)();
    expect(note!.mail.text).not.toContain('/newsletter/confirm');
    expect(note!.mail.text).toContain(`${LINKS_SITE}/newsletter/unsubscribe#`);
    expect(mailsWith(CONFIRM_SUBJECT)()).toHaveLength(2);
  });

  it('says until when the link works, and a link mailed again for a waiting subscription works no longer than the first', async () => {
    const first = await subscribedAndMailed();
    // 08:00 UTC is 10:00 in South Africa; a week later.
    expect(first.mail.mail.text).toContain('by 9 March 2026 at 10:00 (South African time)');
    t.now = new Date(started.getTime() + 6 * 24 * 3600_000);
    const again = await subscribedAndMailed();
    expect(again.subscriptionId).toBe(first.subscriptionId);
    expect(again.token.split('.')[2]).toBe(first.token.split('.')[2]);
    expect(again.mail.mail.text).toContain('by 9 March 2026 at 10:00');
  });

  it('erases a subscription nobody confirmed within its week when the address subscribes again, and starts afresh', async () => {
    const first = await subscribedAndMailed();
    // An hour after the deadline: no confirmation that passed the link's check in time can still be on its way.
    t.now = new Date(started.getTime() + 7 * 24 * 3600_000 + 3600_000);
    const renewed = await subscribedAndMailed();
    expect(renewed.subscriptionId).not.toBe(first.subscriptionId);
    expect(renewed.mail.mail.text).toContain('by 16 March 2026 at 11:00');
    expect(await historyOf(first.subscriberId)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionErased', 'NewsletterSubscribed']);
    expect((await confirm(first.token)).json()).toEqual({ error: NEWSLETTER_LINK_INVALID, statusCode: 400 });
    expect((await confirm(renewed.token)).json()).toEqual({ message: NEWSLETTER_CONFIRMED });
  });

  it('mails nothing, and erases nothing, in the hour after a waiting subscription stopped taking confirmations', async () => {
    const first = await subscribedAndMailed();
    t.now = new Date(started.getTime() + 7 * 24 * 3600_000 + 10 * 60_000);
    expect((await subscribe('thandi@example.co.za')).statusCode).toBe(201);
    await t.settle();
    expect(mailsWith(CONFIRM_SUBJECT)()).toHaveLength(1);
    await t.start();
    expect(first.subscriptionId).toBeDefined();
  });

  it('mails one address no more often than its hourly budget allows, however often it is given, answering the same', async () => {
    await t.start({ rateLimits: { confirmationEmailsPerHour: 5 } });
    for (let time = 0; time < 7; time++) expect((await subscribe('lerato@example.org')).statusCode).toBe(201);
    await t.settle();
    expect(t.smtp.received.filter((received) => received.envelope.to.includes('lerato@example.org'))).toHaveLength(5);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms the subscription the link was mailed for, once however often it is opened, with no session', async () => {
    const { token, subscriberId } = await subscribedAndMailed();
    const opened = await confirm(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ message: NEWSLETTER_CONFIRMED });
    expect(opened.headers['x-position']).toBeDefined();
    const again = await confirm(token);
    expect(again.json()).toEqual({ message: NEWSLETTER_CONFIRMED });
    expect(await historyOf(subscriberId)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionConfirmed']);
    const [, confirmation] = await t.eventStore.readStream(streams.newsletter(subscriberId));
    expect(confirmation!.metadata.actorId).toBeNull();
  });

  it('refuses a link a week old, and one made for leaving, with 400, and records nothing', async () => {
    const { token, mail, subscriberId } = await subscribedAndMailed();
    const leaveToken = new URL(oneClickAddressOf(mail)!).searchParams.get('token');
    expect((await confirm(leaveToken)).json()).toEqual({ error: NEWSLETTER_LINK_INVALID, statusCode: 400 });
    t.now = new Date(started.getTime() + 7 * 24 * 3600_000);
    expect((await confirm(token)).json()).toEqual({ error: NEWSLETTER_LINK_INVALID, statusCode: 400 });
    expect(await historyOf(subscriberId)).toEqual(['NewsletterSubscribed']);
  });

  it.each([
    ['a token that is not ours', (token: string) => `${token.slice(0, -5)}${token.at(-5) === 'A' ? 'B' : 'A'}${token.slice(-4)}`],
    ['a token for another subscription of the address', (token: string) => token.replace(/^([^.]+)\.[^.]+/, '$1.00000000-0000-4000-8000-000000000000')],
    ['garbage', () => 'not-a-token'],
  ])('refuses %s with 400', async (_, forged) => {
    const { token } = await subscribedAndMailed();
    expect((await confirm(forged(token))).json()).toEqual({ error: NEWSLETTER_LINK_INVALID, statusCode: 400 });
  });

  it('refuses, saying why, a link whose subscription has left the list since', async () => {
    const { token, mail } = await subscribedAndMailed();
    expect((await oneClick(oneClickAddressOf(mail)!)).statusCode).toBe(200);
    expect((await confirm(token)).json()).toEqual({ error: NEWSLETTER_SUBSCRIPTION_GONE, statusCode: 400 });
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it("takes a mail program's one-click post, erases the address with its key, and answers the same to a second", async () => {
    const { mail, subscriberId, subscriptionId, token } = await subscribedAndMailed();
    expect((await confirm(token)).statusCode).toBe(200);
    const left = await oneClick(oneClickAddressOf(mail)!);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    const events = await t.eventStore.readStream(streams.newsletter(subscriberId));
    expect(events.map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionConfirmed', 'NewsletterSubscriptionErased']);
    expect(events[2]!.metadata.actorId).toBeNull();
    // The address and name can no longer be read from the log: their key is gone.
    expect(events[0]!.data).toMatchObject({ email: '' });
    expect(JSON.stringify(events)).not.toContain('thandi@example.co.za');
    expect(newsletterSubject(subscriptionId)).toBe(`newsletter:${subscriptionId}`);

    const again = await oneClick(oneClickAddressOf(mail)!);
    expect(again.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    expect(await historyOf(subscriberId)).toHaveLength(3);
  });

  it('takes the token in a JSON body from the page the footer link opens, before any confirmation', async () => {
    const { mail, subscriberId } = await subscribedAndMailed();
    const pageToken = /\/newsletter\/unsubscribe#(\S+)/.exec(mail.mail.text ?? '')?.[1];
    const left = await leaveFromPage(pageToken);
    expect(left.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    expect(await historyOf(subscriberId)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionErased']);
  });

  it("takes the address off with an old email's link too, whichever of its subscriptions stands", async () => {
    const old = await subscribedAndMailed();
    expect((await oneClick(oneClickAddressOf(old.mail)!)).statusCode).toBe(200);
    const renewed = await subscribedAndMailed();
    expect(renewed.subscriptionId).not.toBe(old.subscriptionId);
    expect((await confirm(renewed.token)).statusCode).toBe(200);
    expect((await oneClick(oneClickAddressOf(old.mail)!)).json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    expect(await historyOf(renewed.subscriberId)).toEqual([
      'NewsletterSubscribed',
      'NewsletterSubscriptionErased',
      'NewsletterSubscribed',
      'NewsletterSubscriptionConfirmed',
      'NewsletterSubscriptionErased',
    ]);
  });

  it('takes the post however a mail program sends it: multipart, with no body, or from a page of another site', async () => {
    const { mail, subscriberId } = await subscribedAndMailed();
    const address = new URL(oneClickAddressOf(mail)!);
    const url = `${address.pathname}${address.search}`;
    const boundary = 'one-click-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(await historyOf(subscriberId)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionErased']);
    for (const headers of [{}, { 'content-type': 'text/plain' }, { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' }]) {
      const again = await t.app.inject({ method: 'POST', url, headers, payload: headers['content-type'] ? 'List-Unsubscribe=One-Click' : undefined });
      expect(again.json(), JSON.stringify(headers)).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    }
  });

  it("takes a mail service's burst of one-click posts from one address after the day's email", async () => {
    const { mail } = await subscribedAndMailed();
    const address = new URL(oneClickAddressOf(mail)!);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({ method: 'POST', url: `${address.pathname}${address.search}`, remoteAddress: '203.0.113.9', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
  });

  it("keeps the Origin check on the newsletter's other routes", async () => {
    const { token } = await subscribedAndMailed();
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', headers: { origin: 'https://elsewhere.example.com' }, payload: { token } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a confirmation token, a forged one, and none at all, with 400, erasing nothing', async () => {
    const { token, subscriberId } = await subscribedAndMailed();
    expect((await leaveFromPage(token)).json()).toEqual({ error: NEWSLETTER_LEAVE_LINK_INVALID, statusCode: 400 });
    expect((await leaveFromPage('garbage')).json()).toEqual({ error: NEWSLETTER_LEAVE_LINK_INVALID, statusCode: 400 });
    const bare = await t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe' });
    expect(bare.json()).toEqual({ error: NEWSLETTER_LEAVE_LINK_INVALID, statusCode: 400 });
    expect(await historyOf(subscriberId)).toEqual(['NewsletterSubscribed']);
  });
});
