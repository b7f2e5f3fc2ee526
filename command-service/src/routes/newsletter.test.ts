import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_NOT_SET_UP, streams } from '@iec-bets/contracts';
import { unkeyedNewsletterSubscriberIdOf } from '@iec-bets/platform';
import { events, startLocalSmtpServer, type LocalSmtpServer } from '@iec-bets/testing';
import { smtpAccountEmail } from '../smtp-account-email.js';
import { asUser, positionOf, signUp, signUpAdmin, startCommandApp, type CommandTestApp } from '../test-support/command-app.js';

/** An address's subscriber id, as this app names it. */
const idOf = (lowercasedEmail: string) => t.newsletterSubscriberIds.of(lowercasedEmail);
/** The events of one address's stream, named by its subscriber id. */
const historyOf = async (lowercasedEmail: string) => t.eventStore.readStream(streams.newsletter(await idOf(lowercasedEmail)));

let t: CommandTestApp;
const NOW = '2026-11-23T09:00:00.000Z';

// The newsletter exists only where email goes out: a real SMTP server takes what the subscriptions mail (their own
// tests, in newsletter-links.test.ts, read it).
let smtp: LocalSmtpServer;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
});
afterAll(async () => smtp.close());
const mailing = () => ({
  accountEmail: smtpAccountEmail({ SMTP_URL: smtp.url, MAIL_FROM: 'IEC Bets <news@bets.example.org>', PUBLIC_ORIGIN: 'https://bets.example.org' })!,
  newsletterLinkSecret: 'the-link-secret-of-these-newsletter-tests',
});

async function start(options: Parameters<typeof startCommandApp>[0] = {}) {
  t = await startCommandApp({ clock: () => new Date(NOW), ...mailing(), ...options });
}
afterEach(async () => t.close());

const post = (payload: unknown, extra: { sessionId?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: payload as object,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    ...(extra.sessionId ? asUser(extra.sessionId) : {}),
  });

/**
 * Subscribes, and once the answer is in, waits for the work done after it (recording, then mailing the address: every
 * subscription accepted ends with an email), so that a test can look at what it left.
 */
async function subscribe(payload: unknown, extra: { sessionId?: string; remoteAddress?: string } = {}) {
  const mailed = smtp.received.length;
  const response = await post(payload, extra);
  if (response.statusCode === 201) await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThan(mailed));
  return response;
}

describe('POST /api/newsletter/subscribe', () => {
  beforeEach(async () => start());

  it('subscribes a visitor without an account: 201, the lowercased address and a confirmation', async () => {
    const response = await subscribe({ email: '  Thandi@Example.CO.ZA ', name: ' Thandi ', source: 'landing_page' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ subscribed: true, email: 'thandi@example.co.za', message: "You're subscribed!" });
    const history = await historyOf('thandi@example.co.za');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      type: 'NewsletterSubscribed',
      data: { subscriberId: await idOf('thandi@example.co.za'), email: 'thandi@example.co.za', name: 'Thandi', source: 'landing_page' },
      metadata: { actorId: null, occurredAt: NOW },
    });
    expect(history[0]!.streamId).not.toContain('thandi');
  });

  it('names the address by a keyed id that a copy of the log cannot test an address against', async () => {
    expect((await subscribe({ email: 'thandi@example.co.za' })).statusCode).toBe(201);
    const [subscribed] = await t.eventStore.readAll({ after: 0, limit: 10 });
    const { subscriberId } = subscribed!.data as { subscriberId: string };
    expect(subscriberId).toMatch(/^[0-9a-f]{64}$/);
    // The plain sha256 of the address, which anyone holding the address could compute and look for, appears nowhere.
    const unkeyed = unkeyedNewsletterSubscriberIdOf('thandi@example.co.za');
    expect(subscriberId).not.toBe(unkeyed);
    expect(subscribed!.streamId).not.toContain(unkeyed);
    expect(subscribed!.streamId).toBe(streams.newsletter(subscriberId));
  });

  it('erases an unkeyed subscription nobody confirmed in its week, and subscribes the address anew under its keyed id', async () => {
    const unkeyedId = unkeyedNewsletterSubscriberIdOf('zodwa@example.org');
    // Months before: from before the ids were keyed, and before anything was confirmed.
    const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-06-01T09:00:00.000Z' };
    await t.eventStore.append(streams.newsletter(unkeyedId), [events.newsletterSubscribed('zodwa@example.org', 'Zodwa', 'footer', 'old-one')], {
      expectedRevision: 'no_stream',
      metadata,
    });
    expect((await subscribe({ email: 'zodwa@example.org' })).statusCode).toBe(201);
    const old = await t.eventStore.readStream(streams.newsletter(unkeyedId));
    expect(old.map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionErased']);
    expect(old[1]!.metadata.actorId).toBeNull();
    const [renewed] = await historyOf('zodwa@example.org');
    expect(renewed).toMatchObject({ type: 'NewsletterSubscribed', data: { subscriberId: await idOf('zodwa@example.org'), email: 'zodwa@example.org' } });
  });

  it('keeps an address that subscribed before the ids were keyed on the list once, under its old id', async () => {
    const unkeyedStream = streams.newsletter(unkeyedNewsletterSubscriberIdOf('sipho@example.org'));
    const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: NOW };
    await t.eventStore.append(unkeyedStream, [events.newsletterSubscribed('sipho@example.org', 'Sipho', 'footer')], { expectedRevision: 'no_stream', metadata });
    const head = await t.eventStore.headPosition();

    const again = await subscribe({ email: 'Sipho@example.org', name: 'Sipho' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ subscribed: true, email: 'sipho@example.org', message: "You're subscribed!" });
    expect(await t.eventStore.headPosition()).toBe(head);
    expect(await historyOf('sipho@example.org')).toEqual([]);
  });

  it('subscribes an address anew under its keyed id once its older subscription was erased', async () => {
    const unkeyedId = unkeyedNewsletterSubscriberIdOf('naledi@example.org');
    const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: NOW };
    await t.eventStore.append(
      streams.newsletter(unkeyedId),
      [events.newsletterSubscribed('naledi@example.org', null, null, 'old-subscription'), events.newsletterSubscriptionErased('naledi@example.org', 'old-subscription')],
      { expectedRevision: 'no_stream', metadata },
    );
    expect((await subscribe({ email: 'naledi@example.org' })).statusCode).toBe(201);
    const [subscribed] = await historyOf('naledi@example.org');
    expect(subscribed!.data).toMatchObject({ subscriberId: await idOf('naledi@example.org'), email: 'naledi@example.org' });
  });

  it('accepts the same address again, in any case, with an answer that does not tell it was already on the list, and no second event', async () => {
    const first = await subscribe({ email: 'sipho@example.org', name: 'Sipho', source: 'landing_page' });
    expect(first.statusCode).toBe(201);
    const head = await t.eventStore.headPosition();
    const again = await subscribe({ email: 'SIPHO@example.org', name: 'Someone else' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // No position either way: a new subscription's would be past the head, and an existing one's could not be.
    expect(first.headers['x-position']).toBeUndefined();
    expect(again.headers['x-position']).toBeUndefined();
    const headersOf = (response: typeof first) => ({ ...response.headers, date: undefined, 'x-correlation-id': undefined, 'x-request-id': undefined });
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(await t.eventStore.headPosition()).toBe(head);
    expect(await historyOf('sipho@example.org')).toHaveLength(1);
  });

  it('subscribes simultaneous requests for one address once', async () => {
    const mailed = smtp.received.length;
    const responses = await Promise.all([1, 2, 3].map(() => post({ email: 'lerato@example.org' })));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    await vi.waitFor(() => expect(smtp.received.length).toBe(mailed + 3));
    expect(await historyOf('lerato@example.org')).toHaveLength(1);
  });

  it('takes name and source as optional, blank meaning none', async () => {
    expect((await subscribe({ email: 'a@example.org' })).statusCode).toBe(201);
    expect((await subscribe({ email: 'b@example.org', name: '  ', source: '' })).statusCode).toBe(201);
    const [a] = await historyOf('a@example.org');
    const [b] = await historyOf('b@example.org');
    expect(a!.data).toMatchObject({ email: 'a@example.org', name: null, source: null });
    expect(b!.data).toMatchObject({ email: 'b@example.org', name: null, source: null });
    // Each subscription has its own id, under which its address is sealed in the log.
    expect(a!.data).toHaveProperty('subscriptionId', expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect((a!.data as { subscriptionId: string }).subscriptionId).not.toBe((b!.data as { subscriptionId: string }).subscriptionId);
  });

  it('ties no account to a subscription, even one made while signed in', async () => {
    const user = await signUp(t.app);
    expect((await subscribe({ email: 'member@example.org' }, { sessionId: user.sessionId })).statusCode).toBe(201);
    const [event] = await historyOf('member@example.org');
    expect(event!.type).toBe('NewsletterSubscribed');
    expect(event!.metadata.actorId).toBeNull();
    expect(JSON.stringify(event)).not.toContain(user.user.id);
  });

  it.each([
    ['no email', {}, 'Please enter your email address'],
    ['a null email', { email: null }, 'Please enter your email address'],
    ['a blank email', { email: '   ' }, 'Please enter your email address'],
    ['an email that is not text', { email: 42 }, 'Please enter your email address'],
    ['an address without an at sign', { email: 'thandi.example.org' }, 'Please enter a valid email address, for example name@example.co.za'],
    ['an address without a domain', { email: 'thandi@' }, 'Please enter a valid email address, for example name@example.co.za'],
    ['a very long address', { email: `${'a'.repeat(250)}@example.org` }, 'Email address must be at most 254 characters'],
    ['a long name', { email: 'x@example.org', name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
    ['a long source', { email: 'x@example.org', source: 's'.repeat(51) }, 'Source must be at most 50 characters'],
    ['a source with odd characters', { email: 'x@example.org', source: '<script>' }, 'Source may contain only letters, digits, dots, dashes and underscores'],
  ])('refuses %s with 400 and the message, writing nothing', async (_, payload, message) => {
    const head = await t.eventStore.headPosition();
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });
});

describe('a server that sends no email', () => {
  it('has no newsletter: 503 with the reason, and nothing is recorded', async () => {
    await start({ accountEmail: undefined, newsletterLinkSecret: undefined });
    const head = await t.eventStore.headPosition();
    const response = await subscribe({ email: 'thandi@example.co.za' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: NEWSLETTER_NOT_SET_UP, statusCode: 503 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it('still tells bad input apart first, with its 400', async () => {
    await start({ accountEmail: undefined, newsletterLinkSecret: undefined });
    expect((await subscribe({ email: 'not an address' })).statusCode).toBe(400);
  });
});

describe('newsletter rate limit', () => {
  it('limits subscriptions per client address per hour', async () => {
    await start({ rateLimits: { newsletterPerHour: 2 } });
    expect((await subscribe({ email: 'one@example.org' }, { remoteAddress: '10.0.0.1' })).statusCode).toBe(201);
    expect((await subscribe({ email: 'two@example.org' }, { remoteAddress: '10.0.0.1' })).statusCode).toBe(201);
    const limited = await subscribe({ email: 'three@example.org' }, { remoteAddress: '10.0.0.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait 1 hour and try again.', statusCode: 429 });
    expect(await historyOf('three@example.org')).toEqual([]);
    expect((await subscribe({ email: 'three@example.org' }, { remoteAddress: '10.0.0.2' })).statusCode).toBe(201);
  });
});

describe('DELETE /api/admin/newsletter-subscribers/:subscriberId', () => {
  beforeEach(async () => start());

  const erase = (subscriberId: string, sessionId?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/newsletter-subscribers/${subscriberId}`, ...(sessionId ? asUser(sessionId) : {}) });

  it('records the erasure of the subscription, with the admin as its actor, and lets the address subscribe anew', async () => {
    const admin = await signUpAdmin(t);
    expect((await subscribe({ email: 'thandi@example.co.za', name: 'Thandi' })).statusCode).toBe(201);
    const subscriberId = await idOf('thandi@example.co.za');

    const erased = await erase(subscriberId, admin.sessionId);
    expect(erased.statusCode).toBe(204);
    expect(erased.body).toBe('');
    const [subscription, erasure] = await historyOf('thandi@example.co.za');
    const { subscriptionId } = subscription!.data as { subscriptionId: string };
    expect(erasure).toMatchObject({ type: 'NewsletterSubscriptionErased', data: { subscriberId, subscriptionId }, metadata: { actorId: admin.user.id } });
    expect(positionOf(erased)).toBe(erasure!.position);

    // Gone: a second erasure finds nothing to take off.
    expect((await erase(subscriberId, admin.sessionId)).json()).toEqual({ error: 'That address is not on the newsletter list', statusCode: 404 });
    // Back on the list under a new subscription.
    expect((await subscribe({ email: 'Thandi@example.co.za' })).statusCode).toBe(201);
    const history = await historyOf('thandi@example.co.za');
    expect(history.map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionErased', 'NewsletterSubscribed']);
    expect((history[2]!.data as { subscriptionId: string }).subscriptionId).not.toBe(subscriptionId);
  });

  it('answers 404 for an address that never subscribed, writing nothing', async () => {
    const admin = await signUpAdmin(t);
    const head = await t.eventStore.headPosition();
    const response = await erase(await idOf('nobody@example.org'), admin.sessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'That address is not on the newsletter list', statusCode: 404 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it.each([
    ['an address instead of its id', 'thandi@example.co.za'],
    ['a short id', 'abc123'],
    ['capital hexadecimal', 'A'.repeat(64)],
  ])('refuses %s with 400', async (_, subscriberId) => {
    const admin = await signUpAdmin(t);
    const response = await erase(encodeURIComponent(subscriberId), admin.sessionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'A subscriber id is the 64 hexadecimal characters the newsletter list gives', statusCode: 400 });
  });

  it('is for admins only: 401 for visitors, 403 for players, and nothing is erased', async () => {
    const player = await signUp(t.app);
    expect((await subscribe({ email: 'sipho@example.org' })).statusCode).toBe(201);
    const subscriberId = await idOf('sipho@example.org');
    expect((await erase(subscriberId)).statusCode).toBe(401);
    expect((await erase(subscriberId, player.sessionId)).json()).toEqual({ error: 'Admins only', statusCode: 403 });
    expect(await historyOf('sipho@example.org')).toHaveLength(1);
  });
});
