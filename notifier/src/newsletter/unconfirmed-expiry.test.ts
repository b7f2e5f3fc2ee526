import { streams, type DomainEvent } from '@iec-bets/contracts';
import { newsletterSubject, openSqliteEventStore, openSqlitePersonalDataKeys, sealPersonalData, type EventStore, type PersonalDataKeys } from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfirmationDeadlineJob } from '../jobs/alert-jobs.js';
import { createUnconfirmedExpiry, type ExpireUnconfirmedSubscription } from './unconfirmed-expiry.js';

/**
 * The erasure of a subscription nobody confirmed, on a real sealed log: the address and name are sealed under the
 * subscription's key, as the command side records them, so an erasure that works leaves them unreadable.
 */
const subscriberId = 'b'.repeat(64);
const streamId = streams.newsletter(subscriberId);
const NOW = new Date('2026-03-08T09:00:00.000Z');

let dir: string;
let eventStore: EventStore;
let keys: PersonalDataKeys;
let closeAll: () => Promise<void>;
let expire: ExpireUnconfirmedSubscription;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'iec-unconfirmed-'));
  const log = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
  keys = openSqlitePersonalDataKeys({ file: join(dir, 'keys.sqlite') });
  eventStore = sealPersonalData(log, keys, log);
  closeAll = async () => {
    await log.close();
    await keys.close();
  };
  expire = createUnconfirmedExpiry({ eventStore, personalDataKeys: keys, clock: () => NOW });
});
afterEach(async () => {
  await closeAll();
  rmSync(dir, { recursive: true, force: true });
});

const subscribed = (subscriptionId: string): DomainEvent => ({
  type: 'NewsletterSubscribed',
  data: { subscriberId, subscriptionId, email: 'thandi@example.co.za', name: 'Thandi Unconfirmed', source: 'landing_page' },
});
const confirmed = (subscriptionId: string): DomainEvent => ({ type: 'NewsletterSubscriptionConfirmed', data: { subscriberId, subscriptionId } });
const erased = (subscriptionId: string): DomainEvent => ({ type: 'NewsletterSubscriptionErased', data: { subscriberId, subscriptionId } });

async function given(...events: DomainEvent[]) {
  const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-03-01T08:00:00.000Z' };
  const appended = await eventStore.append(streamId, events, { expectedRevision: 'any', metadata });
  return appended;
}
const deadlineOf = (subscriptionId: string): ConfirmationDeadlineJob => ({ kind: 'newsletter-confirmation-deadline', eventId: 'subscribed-event', position: 1, subscriberId, subscriptionId });
const history = async () => eventStore.readStream(streamId);

describe('a subscription nobody confirmed in its time', () => {
  it('is erased: its key destroyed, so the address and name read blank, and the erasure recorded with no actor', async () => {
    await given(subscribed('sub-1'));
    await expire('deadline-job', deadlineOf('sub-1'));
    const [subscription, erasure] = await history();
    expect(subscription!.data).toMatchObject({ email: '', name: null });
    expect(await keys.keysOf([newsletterSubject('sub-1')])).toEqual(new Map());
    expect(erasure).toMatchObject({
      type: 'NewsletterSubscriptionErased',
      data: { subscriberId, subscriptionId: 'sub-1' },
      metadata: { actorId: null, causationId: 'subscribed-event', correlationId: 'deadline-job', occurredAt: NOW.toISOString() },
    });
  });

  it('is erased once, however often the job runs', async () => {
    await given(subscribed('sub-1'));
    await expire('deadline-job', deadlineOf('sub-1'));
    await expire('deadline-job', deadlineOf('sub-1'));
    expect((await history()).map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionErased']);
  });
});

describe('the deadline leaves alone', () => {
  it('a confirmed subscription, whose address stays readable', async () => {
    await given(subscribed('sub-1'), confirmed('sub-1'));
    await expire('deadline-job', deadlineOf('sub-1'));
    expect((await history()).map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionConfirmed']);
    expect((await history())[0]!.data).toMatchObject({ email: 'thandi@example.co.za' });
  });

  it('a newer subscription of the address, which has a deadline of its own', async () => {
    await given(subscribed('sub-1'), erased('sub-1'), subscribed('sub-2'));
    await expire('deadline-job', deadlineOf('sub-1'));
    expect((await history()).map((event) => event.type)).toEqual(['NewsletterSubscribed', 'NewsletterSubscriptionErased', 'NewsletterSubscribed']);
    expect((await history())[2]!.data).toMatchObject({ email: 'thandi@example.co.za' });
  });
});

describe('a deadline job run early', () => {
  it('erases nothing before an hour after the subscription stopped taking confirmations, and asks to be tried again', async () => {
    await given(subscribed('sub-1'));
    const early = createUnconfirmedExpiry({ eventStore, personalDataKeys: keys, clock: () => new Date('2026-03-08T08:59:00.000Z') });
    await expect(early('deadline-job', deadlineOf('sub-1'))).rejects.toThrow(/may be confirmed until 2026-03-08T09:00:00.000Z/);
    expect((await history()).map((event) => event.type)).toEqual(['NewsletterSubscribed']);
    expect((await history())[0]!.data).toMatchObject({ email: 'thandi@example.co.za' });
  });
});
