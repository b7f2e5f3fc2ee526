import type { DomainEvent, RecordedEvent } from '@iec-bets/contracts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../event-store/event-store.js';
import { contentHash, expectedLink } from '../event-store/event-chain.js';
import type { StoredEvent } from '../event-store/event-store.js';
import { openSqliteEventStore, type SqliteEventStore } from '../event-store/sqlite-event-store.js';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import type { PersonalDataKeys } from './personal-data-keys.js';
import { newsletterSubject } from './personal-fields.js';
import { redactPastErasures, sealPersonalData, sealStreamAppends } from './sealing-event-store.js';
import { openSqlitePersonalDataKeys } from './sqlite-personal-data-keys.js';

const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-24T10:00:00.000Z' };

const registered: DomainEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u-naledi',
    username: 'naledi',
    name: 'Naledi Dlamini',
    email: 'naledi.dlamini@example.org',
    phoneNumber: '+27821234567',
    passwordHash: 'scrypt$x',
  },
};
const settingsChanged: DomainEvent = {
  type: 'NotificationSettingsChanged',
  data: { userId: 'u-naledi', email: 'naledi.work@example.org', emailNotifications: true },
};
const subscribed: DomainEvent = {
  type: 'PushSubscribed',
  data: { userId: 'u-naledi', endpoint: 'https://fcm.googleapis.com/fcm/send/naledi-browser', keys: { p256dh: 'BPublicKeyOfNaledi', auth: 'authSecretNaledi' } },
};
const personalValues = ['Naledi Dlamini', 'naledi.dlamini@example.org', '+27821234567', 'naledi.work@example.org', 'naledi-browser', 'BPublicKeyOfNaledi', 'authSecretNaledi'];

const dataOf = (events: RecordedEvent[]) => events.map((event) => event.data);

/** The first item a subscription or scan yields; undefined if it ends with none, which the assertions then catch. */
async function firstOf<T>(items: AsyncIterable<T>): Promise<T | undefined> {
  for await (const item of items) return item;
  return undefined;
}
const contentHashOf = (event: StoredEvent) => contentHash(event.metadata.actorId, event.data);

describe('the sealing event store (crypto-shredding)', () => {
  let dir: string;
  let raw: SqliteEventStore;
  let keys: PersonalDataKeys;
  let store: EventStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sealing-'));
    raw = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    keys = openSqlitePersonalDataKeys({ file: join(dir, 'keys.sqlite') });
    store = sealPersonalData(raw, keys);
  });
  afterEach(async () => {
    await store.close();
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const logFileHolds = (text: string) => {
    const bytes = Buffer.concat(['events.sqlite', 'events.sqlite-wal'].flatMap((name) => {
      try {
        return [readFileSync(join(dir, name))];
      } catch {
        return [];
      }
    }));
    return bytes.includes(Buffer.from(text, 'utf8'));
  };

  it('writes no name, email, phone number or push subscription into the log in the clear', async () => {
    const keysFor = vi.spyOn(keys, 'keysFor');
    await store.append('user-u-naledi', [registered, settingsChanged], { expectedRevision: 'no_stream', metadata });
    // One look-up of keys for an append, however many of its events carry personal data.
    expect(keysFor).toHaveBeenCalledTimes(1);
    await store.append('pushsubscription-u-naledi', [subscribed], { expectedRevision: 'no_stream', metadata });
    const stored = [...(await raw.readStream('user-u-naledi')), ...(await raw.readStream('pushsubscription-u-naledi'))];
    expect(stored.map((event) => event.data)).toEqual([
      { userId: 'u-naledi', username: 'naledi', name: '', email: null, phoneNumber: null, passwordHash: 'scrypt$x', sealed: expect.stringMatching(/^pd1\./) },
      { userId: 'u-naledi', emailNotifications: true, sealed: expect.stringMatching(/^pd1\./) },
      { userId: 'u-naledi', endpoint: '', keys: { p256dh: '', auth: '' }, sealed: expect.stringMatching(/^pd1\./) },
    ]);
    for (const value of personalValues) expect(logFileHolds(value), value).toBe(false);
  });

  it('gives every reader the events as they were written, by stream, from the log and live', async () => {
    await store.append('user-u-naledi', [registered, settingsChanged], { expectedRevision: 'no_stream', metadata });
    await store.append('pushsubscription-u-naledi', [subscribed], { expectedRevision: 'no_stream', metadata });
    expect(dataOf(await store.readStream('user-u-naledi'))).toEqual([registered.data, settingsChanged.data]);
    expect(dataOf(await store.readAll({ after: 0, limit: 10 }))).toEqual([registered.data, settingsChanged.data, subscribed.data]);
    const subscription = store.subscribeAll({ after: 0 });
    try {
      expect(dataOf((await firstOf(subscription)) ?? [])).toEqual([registered.data, settingsChanged.data, subscribed.data]);
    } finally {
      await subscription.close();
    }
    const scan = store.scanByType({ after: 0, types: ['UserRegistered', 'PushSubscribed'] });
    try {
      expect(dataOf((await firstOf(scan))?.events ?? [])).toEqual([registered.data, subscribed.data]);
    } finally {
      await scan.close();
    }
  });

  it("leaves only blanks where a person's data was once their key is erased, for every reader", async () => {
    await store.append('user-u-naledi', [registered, settingsChanged], { expectedRevision: 'no_stream', metadata });
    await store.append('pushsubscription-u-naledi', [subscribed], { expectedRevision: 'no_stream', metadata });
    const other: DomainEvent = { type: 'UserRegistered', data: { ...registered.data, userId: 'u-sipho', username: 'sipho', name: 'Sipho', email: null } } as DomainEvent;
    await store.append('user-u-sipho', [other], { expectedRevision: 'no_stream', metadata });
    await keys.erase('u-naledi');
    expect(dataOf(await store.readAll({ after: 0, limit: 10 }))).toEqual([
      { userId: 'u-naledi', username: 'naledi', name: '', email: null, phoneNumber: null, passwordHash: 'scrypt$x' },
      { userId: 'u-naledi', emailNotifications: true },
      { userId: 'u-naledi', endpoint: '', keys: { p256dh: '', auth: '' } },
      other.data,
    ]);
  });

  it("seals a bulk import's appends as append does, each person's fields under their own key", async () => {
    const sipho: DomainEvent = { type: 'UserRegistered', data: { ...registered.data, userId: 'u-sipho', username: 'sipho', name: 'Sipho Nkosi', email: null } } as DomainEvent;
    const published: DomainEvent = { type: 'QuestionPublished', data: { questionId: 'q1' } };
    const keysFor = vi.spyOn(keys, 'keysFor');
    const appends = await sealStreamAppends(keys, [
      { streamId: 'user-u-naledi', events: [registered, settingsChanged], options: { expectedRevision: 'no_stream', metadata } },
      { streamId: 'question-q1', events: [published], options: { expectedRevision: 'any', metadata } },
      { streamId: 'user-u-sipho', events: [sipho], options: { expectedRevision: 'no_stream', metadata } },
    ]);
    await raw.appendMany(appends);

    // The whole import's keys in one call: one durable write for thousands of people, not one each.
    expect(keysFor).toHaveBeenCalledTimes(1);
    expect(new Set(keysFor.mock.calls[0]![0])).toEqual(new Set(['u-naledi', 'u-sipho']));
    expect(appends.map((append) => append.events.length)).toEqual([2, 1, 1]);
    for (const value of [...personalValues, 'Sipho Nkosi']) expect(logFileHolds(value), value).toBe(false);
    expect((await raw.readStream('question-q1'))[0]!.data).toEqual({ questionId: 'q1' });
    expect(dataOf(await store.readAll({ after: 0, limit: 10 }))).toEqual([registered.data, settingsChanged.data, published.data, sipho.data]);
    await keys.erase('u-sipho');
    expect(dataOf(await store.readStream('user-u-sipho'))).toEqual([{ ...sipho.data, name: '', email: null, phoneNumber: null }]);
    expect(dataOf(await store.readStream('user-u-naledi'))).toEqual([registered.data, settingsChanged.data]);
  });

  it("refuses a bulk import's appends that hold data about an erased person", async () => {
    await keys.erase('u-naledi');
    await expect(
      sealStreamAppends(keys, [{ streamId: 'user-u-naledi', events: [registered], options: { expectedRevision: 'no_stream', metadata } }]),
    ).rejects.toThrow(/erased/);
  });

  it('passes events without personal data through untouched, and refuses to record data about an erased person', async () => {
    const published: DomainEvent = { type: 'QuestionPublished', data: { questionId: 'q1' } };
    await store.append('question-q1', [published], { expectedRevision: 'any', metadata });
    expect((await raw.readStream('question-q1'))[0]!.data).toEqual({ questionId: 'q1' });
    await keys.erase('u-gone');
    await expect(
      store.append('user-u-gone', [{ type: 'NotificationSettingsChanged', data: { userId: 'u-gone', phoneNumber: '+27820000000' } }], { expectedRevision: 'any', metadata }),
    ).rejects.toThrow(/erased/);
  });

  it('seals a newsletter address and name under the subscription, and blanks them once that subscription is erased', async () => {
    const newsletter = (subscriptionId: string, email: string, name: string | null): DomainEvent => ({
      type: 'NewsletterSubscribed',
      data: { subscriberId: 'f'.repeat(64), subscriptionId, email, name, source: 'landing_page' },
    });
    const first = newsletter('sub-1', 'lindiwe.news@example.org', 'Lindiwe Khumalo');
    await store.append('newsletter-one', [first], { expectedRevision: 'no_stream', metadata });
    expect((await raw.readStream('newsletter-one'))[0]!.data).toEqual({
      subscriberId: 'f'.repeat(64),
      subscriptionId: 'sub-1',
      email: '',
      name: null,
      source: 'landing_page',
      sealed: expect.stringMatching(/^pd1\./),
    });
    for (const value of ['lindiwe.news@example.org', 'Lindiwe Khumalo']) expect(logFileHolds(value), value).toBe(false);
    expect(dataOf(await store.readStream('newsletter-one'))).toEqual([first.data]);

    // The same address, subscribed again after its erasure, under a new key that the erasure did not touch.
    await keys.erase(newsletterSubject('sub-1'));
    const again = newsletter('sub-2', 'lindiwe.news@example.org', null);
    await store.append('newsletter-one', [again], { expectedRevision: 0, metadata });
    expect(dataOf(await store.readStream('newsletter-one'))).toEqual([
      { subscriberId: 'f'.repeat(64), subscriptionId: 'sub-1', email: '', name: null, source: 'landing_page' },
      again.data,
    ]);
  });

  it('blanks the fields an older version left in the clear once their subject is erased, for every reader', async () => {
    // As a log from before the sealing holds them: written straight to the log, personal fields and all.
    const legacyNewsletter: DomainEvent = {
      type: 'NewsletterSubscribed',
      data: { subscriberId: 'e'.repeat(64), subscriptionId: 'e'.repeat(64), email: 'old.reader@example.org', name: 'Old Reader', source: null },
    };
    await raw.append('user-u-naledi', [registered], { expectedRevision: 'no_stream', metadata });
    await raw.append('newsletter-old', [legacyNewsletter], { expectedRevision: 'no_stream', metadata });
    await raw.append('pushsubscription-u-naledi', [subscribed], { expectedRevision: 'no_stream', metadata });
    expect(dataOf(await store.readAll({ after: 0, limit: 10 }))).toEqual([registered.data, legacyNewsletter.data, subscribed.data]);

    await keys.erase('u-naledi');
    await keys.erase(newsletterSubject('e'.repeat(64)));

    const blanks = [
      { userId: 'u-naledi', username: 'naledi', name: '', email: null, phoneNumber: null, passwordHash: 'scrypt$x' },
      { subscriberId: 'e'.repeat(64), subscriptionId: 'e'.repeat(64), email: '', name: null, source: null },
      { userId: 'u-naledi', endpoint: '', keys: { p256dh: '', auth: '' } },
    ];
    expect(dataOf(await store.readAll({ after: 0, limit: 10 }))).toEqual(blanks);
    expect(dataOf(await store.readStream('newsletter-old'))).toEqual([blanks[1]]);
    const subscription = store.subscribeAll({ after: 0 });
    try {
      expect(dataOf((await firstOf(subscription)) ?? [])).toEqual(blanks);
    } finally {
      await subscription.close();
    }
  });

  it("blanks in the log's own file what an older version wrote in the clear, once erased, and every link still holds", async () => {
    store = sealPersonalData(raw, keys, raw);
    // As a log from before the sealing holds them: written straight to the log, personal fields and all.
    await raw.append('user-u-naledi', [registered, settingsChanged], { expectedRevision: 'no_stream', metadata });
    await raw.append('pushsubscription-u-naledi', [subscribed], { expectedRevision: 'no_stream', metadata });
    const sipho: DomainEvent = {
      type: 'UserRegistered',
      data: { userId: 'u-sipho', username: 'sipho', name: 'Sipho Mthembu', email: 'sipho@example.org', phoneNumber: null, passwordHash: 'scrypt$y' },
    };
    await raw.append('user-u-sipho', [sipho], { expectedRevision: 'no_stream', metadata });
    const before = await raw.readAllAsStored({ after: 0, limit: 10 });
    for (const value of personalValues) expect(logFileHolds(value), value).toBe(true);

    // Not erased: nothing to blank.
    expect(await store.redactErasedPlainData!(['user-u-naledi', 'pushsubscription-u-naledi'])).toBe(0);
    await keys.erase('u-naledi');
    expect(await store.redactErasedPlainData!(['user-u-naledi', 'pushsubscription-u-naledi', 'user-u-sipho'])).toBe(3);

    for (const value of personalValues) expect(logFileHolds(value), value).toBe(false);
    // Someone else's data, and what is not personal, stay.
    expect(logFileHolds('Sipho Mthembu')).toBe(true);
    expect(logFileHolds('scrypt$x')).toBe(true);
    const after = await raw.readAllAsStored({ after: 0, limit: 10 });
    expect(after.map((event) => event.data)).toEqual([
      { userId: 'u-naledi', username: 'naledi', name: '', email: null, phoneNumber: null, passwordHash: 'scrypt$x' },
      { userId: 'u-naledi', emailNotifications: true },
      { userId: 'u-naledi', endpoint: '', keys: { p256dh: '', auth: '' } },
      sipho.data,
    ]);
    // Each blanked event keeps the hash of its content as it was, and with it its link, and the links after it.
    for (const [index, event] of after.entries()) {
      expect(event.metadata.hash).toBe(before[index]!.metadata.hash);
      expect(expectedLink(event, event.metadata.previousHash ?? null).hash).toBe(event.metadata.hash);
    }
    expect(after.slice(0, 3).map((event) => event.metadata.redaction?.contentHash)).toEqual(
      before.slice(0, 3).map(contentHashOf),
    );
    expect(after[3]!.metadata.redaction).toBeUndefined();
    // Readers see the same blanks as before the redaction; a second asks nothing more of the file.
    expect(dataOf(await store.readStream('user-u-naledi'))[0]).toMatchObject({ name: '', email: null });
    expect(await store.redactErasedPlainData!(['user-u-naledi', 'pushsubscription-u-naledi'])).toBe(0);
  });

  it('offers no redaction over a log it cannot rewrite', () => {
    expect(sealPersonalData(raw, keys).redactErasedPlainData).toBeUndefined();
  });

  it('blanks, once per log, what an erasure recorded by an older version left in the clear', async () => {
    store = sealPersonalData(raw, keys, raw);
    // An older version's log: the account written in the clear, then deleted, its key erased, its file untouched.
    await raw.append('user-u-naledi', [registered, settingsChanged], { expectedRevision: 'no_stream', metadata });
    await raw.append('pushsubscription-u-naledi', [subscribed], { expectedRevision: 'no_stream', metadata });
    await keys.erase('u-naledi');
    await raw.append('user-u-naledi', [{ type: 'UserDeleted', data: { userId: 'u-naledi', username: 'naledi' } }], { expectedRevision: 1, metadata });
    // A comment its author deleted then, and one they kept: that version erased nothing when a comment went.
    const comment = (commentId: string, content: string): DomainEvent => ({
      type: 'CommentPosted',
      data: { commentId, questionId: 'q-1', userId: 'u-sipho', content, image: null },
    });
    await raw.append('comment-c-gone', [comment('c-gone', 'My cousin counts ballots in Soweto')], { expectedRevision: 'no_stream', metadata });
    await raw.append('comment-c-gone', [{ type: 'CommentDeleted', data: { commentId: 'c-gone', questionId: 'q-1' } }], { expectedRevision: 0, metadata });
    await raw.append('comment-c-kept', [comment('c-kept', 'Turnout will surprise everyone')], { expectedRevision: 'no_stream', metadata });
    // Begun by that version, the log was never marked swept, as one begun by this version is.
    const file = new SqliteDatabase(join(dir, 'events.sqlite'));
    file.pragma('user_version = 1');
    file.close();
    for (const value of [...personalValues, 'My cousin counts ballots in Soweto']) expect(logFileHolds(value), value).toBe(true);

    expect(await redactPastErasures(raw, store, keys)).toBe(4);
    for (const value of [...personalValues, 'My cousin counts ballots in Soweto']) expect(logFileHolds(value), value).toBe(false);
    expect(logFileHolds('Turnout will surprise everyone')).toBe(true);
    expect(dataOf(await store.readStream('comment-c-gone'))[0]).toMatchObject({ content: '', image: null });
    expect(dataOf(await store.readStream('comment-c-kept'))[0]).toMatchObject({ content: 'Turnout will surprise everyone' });
    // Done once: the next start does not look again.
    const sweep = vi.spyOn(raw, 'redactStored');
    expect(await redactPastErasures(raw, store, keys)).toBe(0);
    expect(sweep).not.toHaveBeenCalled();
  });

  it('sweeps once more, for deleted comments, a log swept before comments were erased', async () => {
    store = sealPersonalData(raw, keys, raw);
    await raw.append(
      'comment-c-gone',
      [{ type: 'CommentPosted', data: { commentId: 'c-gone', questionId: 'q-1', userId: 'u-sipho', content: 'Gone for good', image: null } }],
      { expectedRevision: 'no_stream', metadata },
    );
    await raw.append('comment-c-gone', [{ type: 'CommentDeleted', data: { commentId: 'c-gone', questionId: 'q-1' } }], { expectedRevision: 0, metadata });
    const file = new SqliteDatabase(join(dir, 'events.sqlite'));
    file.pragma('user_version = 2');
    file.close();

    expect(await redactPastErasures(raw, store, keys)).toBe(1);
    expect(logFileHolds('Gone for good')).toBe(false);
  });

  it('marks a log it begins as swept: nothing in it is from before, and its first start need not look', async () => {
    store = sealPersonalData(raw, keys, raw);
    await raw.append('user-u-naledi', [registered], { expectedRevision: 'no_stream', metadata });
    await keys.erase('u-naledi');
    await raw.append('user-u-naledi', [{ type: 'UserDeleted', data: { userId: 'u-naledi', username: 'naledi' } }], { expectedRevision: 0, metadata });

    expect(raw.pastErasureSweep()).toBeUndefined();
    expect(await redactPastErasures(raw, store, keys)).toBe(0);
  });
});
