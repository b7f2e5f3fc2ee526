import type { DomainEvent } from '@iec-bets/contracts';
import {
  contentHash,
  expectedLink,
  openSqliteEventStore,
  openSqlitePersonalDataKeys,
  sealPersonalData,
  type EventStore,
  type PersonalDataKeys,
  type SqliteEventStore,
  type StoredEvent,
} from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChainChecker } from './check-chains.js';
import { UNEXPLAINED_REDACTION } from './redaction-check.js';

const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-24T10:00:00.000Z' };
const registered: DomainEvent = {
  type: 'UserRegistered',
  data: { userId: 'u-thandi', username: 'thandi', name: 'Thandi Mokoena', email: 'thandi@example.org', phoneNumber: null, passwordHash: 'scrypt$x' },
};
const subscribed: DomainEvent = {
  type: 'PushSubscribed',
  data: { userId: 'u-thandi', endpoint: 'https://fcm.googleapis.com/fcm/send/thandi', keys: { p256dh: 'BKey', auth: 'secret' } },
};
const deleted: DomainEvent = { type: 'UserDeleted', data: { userId: 'u-thandi', username: 'thandi' } };

function check(events: readonly StoredEvent[]) {
  const checker = new ChainChecker();
  checker.check(events);
  return checker.result();
}

/**
 * `iec-bets verify` over a log whose events from before the sealing were blanked after an erasure: their links hold,
 * and each blanked event must be one the product would have blanked.
 */
describe('verifying a log with events blanked after an erasure', () => {
  let dir: string;
  let raw: SqliteEventStore;
  let keys: PersonalDataKeys;
  let store: EventStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'redaction-check-'));
    raw = openSqliteEventStore({ file: join(dir, 'events.sqlite') });
    keys = openSqlitePersonalDataKeys({ file: join(dir, 'keys.sqlite') });
    store = sealPersonalData(raw, keys, raw);
    // Written as an older version wrote them: in the clear.
    await raw.append('user-u-thandi', [registered], { expectedRevision: 'no_stream', metadata });
    await raw.append('pushsubscription-u-thandi', [subscribed], { expectedRevision: 'no_stream', metadata });
    await raw.append('question-q1', [{ type: 'QuestionArchived', data: { questionId: 'q1' } } as DomainEvent], { expectedRevision: 'no_stream', metadata });
    await keys.erase('u-thandi');
    await store.redactErasedPlainData!(['user-u-thandi', 'pushsubscription-u-thandi']);
  });
  afterEach(async () => {
    await store.close();
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds every chain intact once the erasure is recorded, and counts the events blanked', async () => {
    await raw.append('user-u-thandi', [deleted], { expectedRevision: 0, metadata });

    const result = check(await raw.readAllAsStored({ after: 0, limit: 10 }));

    expect(result).toMatchObject({ events: 4, broken: undefined, redacted: 2 });
  });

  it('names a blanked event whose person the log never erased', async () => {
    const result = check(await raw.readAllAsStored({ after: 0, limit: 10 }));

    expect(result.broken).toEqual({ position: 1, streamId: 'user-u-thandi', revision: 0, type: 'UserRegistered', reason: UNEXPLAINED_REDACTION });
  });

  it('names a blanked event that still holds personal data, or that never carried any', async () => {
    await raw.append('user-u-thandi', [deleted], { expectedRevision: 0, metadata });
    const events = await raw.readAllAsStored({ after: 0, limit: 10 });
    const [user, push, question] = events as [StoredEvent, StoredEvent, StoredEvent];

    const holding = events.map((event) => (event === push ? { ...push, data: { ...(push.data as object), endpoint: 'https://evil.example' } } : event));
    expect(check(holding).broken).toMatchObject({ position: push.position, reason: 'it was blanked, yet holds personal data' });

    // Marked blanked with the hash of its own content, so that its link holds: still no erasure explains it.
    const redaction = { contentHash: contentHash(question.metadata.actorId, question.data), redactedAt: user.metadata.redaction!.redactedAt };
    const marked = { ...question, metadata: { ...question.metadata, redaction } };
    expect(check(events.map((event) => (event === question ? marked : event))).broken).toMatchObject({
      position: question.position,
      reason: 'it was blanked, but events of its type carry no personal data',
    });
  });

  it('finds a comment blanked after its author deleted it explained by that deletion, and only by it', async () => {
    await raw.append('user-u-thandi', [deleted], { expectedRevision: 0, metadata });
    const posted = (commentId: string): DomainEvent => ({
      type: 'CommentPosted',
      data: { commentId, questionId: 'q1', userId: 'u-sipho', content: 'Written in the clear', image: null },
    });
    await raw.append('comment-c1', [posted('c1')], { expectedRevision: 'no_stream', metadata });
    await raw.append('comment-c2', [posted('c2')], { expectedRevision: 'no_stream', metadata });
    await raw.append('comment-c1', [{ type: 'CommentDeleted', data: { commentId: 'c1', questionId: 'q1' } }], { expectedRevision: 0, metadata });
    await keys.erase('comment:c1');
    await keys.erase('comment:c2');
    await store.redactErasedPlainData!(['comment-c1']);
    expect(check(await raw.readAllAsStored({ after: 0, limit: 20 }))).toMatchObject({ broken: undefined, redacted: 3 });

    // The second comment was never deleted: blanking it is an alteration.
    await store.redactErasedPlainData!(['comment-c2']);
    expect(check(await raw.readAllAsStored({ after: 0, limit: 20 })).broken).toMatchObject({ streamId: 'comment-c2', reason: UNEXPLAINED_REDACTION });
  });

  it("names a blanked event moved onto someone erased: it must stand in its own person's stream", async () => {
    await raw.append('user-u-thandi', [deleted], { expectedRevision: 0, metadata });
    const events = await raw.readAllAsStored({ after: 0, limit: 10 });
    // Alice's sign-up, blanked and told to be Thandi's, whose deletion the log records: Alice was never erased.
    const alice = { ...events[0]!, streamId: 'user-u-alice', data: { ...(events[0]!.data as object), userId: 'u-thandi' } };
    const aliceLink = { ...alice, metadata: { ...alice.metadata, previousHash: null } };
    const relinked = { ...aliceLink, metadata: { ...aliceLink.metadata, hash: expectedLink(aliceLink, null).hash } };

    expect(check([...events, { ...relinked, position: 9 }]).broken).toMatchObject({
      position: 9,
      streamId: 'user-u-alice',
      reason: "it was blanked, but it does not stand in its person's own stream",
    });
  });
});
