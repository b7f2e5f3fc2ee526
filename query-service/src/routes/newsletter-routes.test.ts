import { streams } from '@iec-bets/contracts';
import { unkeyedNewsletterSubscriberIdOf } from '@iec-bets/platform';
import { events } from '@iec-bets/testing';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

/** A subscription as the command service records it: under the address's keyed id. */
async function subscribe(email: string, name: string | null, source: string | null, at: string) {
  fx.setNow(new Date(at));
  const subscriberId = await fx.newsletterSubscriberIds.of(email);
  const subscriptionId = randomUUID();
  await fx.append(
    streams.newsletter(subscriberId),
    [{ type: 'NewsletterSubscribed', data: { subscriberId, subscriptionId, email, name, source } }],
    null,
    'no_stream',
  );
  return { subscriberId, subscriptionId };
}

/** The owner opened the emailed link. */
async function confirm(subscription: { subscriberId: string; subscriptionId: string }, at: string) {
  fx.setNow(new Date(at));
  await fx.append(streams.newsletter(subscription.subscriberId), [{ type: 'NewsletterSubscriptionConfirmed', data: subscription }], null, 0);
}

async function subscribers() {
  fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
  const admin = await fx.signUp('editor', { admin: true });
  const player = await fx.signUp('player');
  await subscribe('thandi@example.co.za', 'Thandi', 'landing_page', '2026-11-20T09:00:00Z');
  const sipho = await subscribe('sipho@example.org', null, null, '2026-11-21T09:00:00Z');
  await subscribe('lerato@example.org', 'Lerato', 'landing_page', '2026-11-22T09:00:00Z');
  await confirm(sipho, '2026-11-22T10:00:00Z');
  return { admin, player };
}

const url = '/api/admin/newsletter-subscribers';
const idOf = (email: string) => fx.newsletterSubscriberIds.of(email);

describe('GET /api/admin/newsletter-subscribers', () => {
  it('lists the subscribers to admins, newest first, with name, source, time, and when they confirmed', async () => {
    const { admin } = await subscribers();
    const response = await fx.get(url, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: await idOf('lerato@example.org'), email: 'lerato@example.org', name: 'Lerato', source: 'landing_page', subscribedAt: '2026-11-22T09:00:00.000Z', confirmedAt: null },
      { id: await idOf('sipho@example.org'), email: 'sipho@example.org', name: null, source: null, subscribedAt: '2026-11-21T09:00:00.000Z', confirmedAt: '2026-11-22T10:00:00.000Z' },
      { id: await idOf('thandi@example.co.za'), email: 'thandi@example.co.za', name: 'Thandi', source: 'landing_page', subscribedAt: '2026-11-20T09:00:00.000Z', confirmedAt: null },
    ]);
  });

  it('pages with limit and before', async () => {
    const { admin } = await subscribers();
    const first = (await fx.get(`${url}?limit=2`, admin.cookie)).json();
    expect(first.map((s: { email: string }) => s.email)).toEqual(['lerato@example.org', 'sipho@example.org']);
    const next = (await fx.get(`${url}?limit=2&before=${first[1].subscribedAt}`, admin.cookie)).json();
    expect(next.map((s: { email: string }) => s.email)).toEqual(['thandi@example.co.za']);
  });

  it('pages after the last subscription shown by its time and id, so that two of one millisecond are both listed', async () => {
    const { admin } = await subscribers();
    await subscribe('ayanda@example.org', null, null, '2026-11-21T09:00:00Z');
    const emails: string[] = [];
    let after = '';
    for (let page = 0; page < 6; page++) {
      const [subscriber] = (await fx.get(`${url}?limit=1${after}`, admin.cookie)).json() as Array<{ id: string; email: string; subscribedAt: string }>;
      if (!subscriber) break;
      emails.push(subscriber.email);
      after = `&before=${encodeURIComponent(subscriber.subscribedAt)}&beforeId=${subscriber.id}`;
    }
    expect(emails[0]).toBe('lerato@example.org');
    expect(emails.slice(1, 3).sort()).toEqual(['ayanda@example.org', 'sipho@example.org']);
    expect(emails.slice(3)).toEqual(['thandi@example.co.za']);
  });

  it('finds one address with ?email=, in any case, or nothing when it is not on the list', async () => {
    const { admin } = await subscribers();
    const found = await fx.get(`${url}?email=${encodeURIComponent(' Thandi@Example.co.za ')}`, admin.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      { id: await idOf('thandi@example.co.za'), email: 'thandi@example.co.za', name: 'Thandi', source: 'landing_page', subscribedAt: '2026-11-20T09:00:00.000Z', confirmedAt: null },
    ]);
    expect((await fx.get(`${url}?email=nobody@example.org`, admin.cookie)).json()).toEqual([]);
    // A blank search is no search.
    expect((await fx.get(`${url}?email=%20`, admin.cookie)).json()).toHaveLength(3);
  });

  it('shows both entries of an address that is on the list under both ids, so that erasing them takes it off whole', async () => {
    const { admin } = await subscribers();
    const unkeyed = unkeyedNewsletterSubscriberIdOf('thandi@example.co.za');
    fx.setNow(new Date('2026-11-23T09:00:00Z'));
    await fx.append(streams.newsletter(unkeyed), [events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'footer')], null, 'no_stream');
    const found = (await fx.get(`${url}?email=thandi@example.co.za`, admin.cookie)).json() as Array<{ id: string }>;
    expect(found.map((entry) => entry.id).sort()).toEqual([await idOf('thandi@example.co.za'), unkeyed].sort());
  });

  it('finds an address subscribed before the ids were keyed, under its unkeyed id', async () => {
    const { admin } = await subscribers();
    const unkeyed = unkeyedNewsletterSubscriberIdOf('zanele@example.org');
    fx.setNow(new Date('2026-11-23T09:00:00Z'));
    await fx.append(streams.newsletter(unkeyed), [events.newsletterSubscribed('zanele@example.org', 'Zanele', 'footer')], null, 'no_stream');
    const found = await fx.get(`${url}?email=zanele@example.org`, admin.cookie);
    expect(found.json()).toEqual([
      { id: unkeyed, email: 'zanele@example.org', name: 'Zanele', source: 'footer', subscribedAt: '2026-11-23T09:00:00.000Z', confirmedAt: null },
    ]);
  });

  it.each([
    ['email=' + 'a'.repeat(255), 'Email address must be at most 254 characters'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=abc', 'limit must be a number'],
    ['before=yesterday', 'before must be an ISO date-time such as 2026-11-22T13:00:00Z'],
  ])('refuses %s with 400', async (query, message) => {
    const { admin } = await subscribers();
    const response = await fx.get(`${url}?${query}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
  });

  it('needs a signed-in user (401) who is an admin (403)', async () => {
    const { player } = await subscribers();
    const visitor = await fx.get(url);
    expect(visitor.statusCode).toBe(401);
    const refused = await fx.get(url, player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Admins only', statusCode: 403 });
  });
});

describe('GET /api/newsletter/unsubscribe', () => {
  it("sends a mail program that opens the email's List-Unsubscribe address to the page that leaves, token in the fragment", async () => {
    fx = await startQueryFixture();
    const token = `${'a'.repeat(64)}.6f1c2b9e-7d4a-4c1e-9a51-2b8f0c3d4e5f.0.${'M'.repeat(43)}`;
    const response = await fx.get(`/api/newsletter/unsubscribe?token=${token}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/newsletter/unsubscribe#${token}`);
  });

  it('refuses an address without a token, with what to do', async () => {
    fx = await startQueryFixture();
    const response = await fx.get('/api/newsletter/unsubscribe');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^This link to leave the newsletter is not one we sent/);
  });
});
