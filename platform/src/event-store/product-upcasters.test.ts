import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURRENT_SCHEMA_VERSION, upcastEvent } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { chainLink } from './event-chain.js';
import { productUpcasters } from './product-upcasters.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import { sampleMetadata } from './test-support/sample-events.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('a dismissal of reports written before it counted the reports read (version 1)', () => {
  it('reads as it was written, which the chain links were made over, with no count: every report then waiting', () => {
    expect(CURRENT_SCHEMA_VERSION.CommentReportsDismissed).toBe(2);
    expect(upcastEvent('CommentReportsDismissed', 1, { commentId: 'c1', questionId: 'q1' }, productUpcasters)).toEqual({
      type: 'CommentReportsDismissed',
      data: { commentId: 'c1', questionId: 'q1' },
    });
  });
});

describe("a moderator's removal written before it carried a salt (version 1)", () => {
  it('reads as it was written', () => {
    expect(CURRENT_SCHEMA_VERSION.CommentRemoved).toBe(2);
    const v1 = { commentId: 'c1', questionId: 'q1', reason: 'Spam' };
    expect(upcastEvent('CommentRemoved', 1, v1, productUpcasters)).toEqual({ type: 'CommentRemoved', data: v1 });
  });
});

describe("a question's step as a public history recomputes its link", () => {
  it('holds for a dismissal of version 1: its data reads as written, which the link was made over', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'iec-upcasters-'));
    dirs.push(dir);
    const file = join(dir, 'events.db');
    await openSqliteEventStore({ file }).close();
    const streamId = 'question-q1';
    const data = { commentId: 'c1', questionId: 'q1' };
    const metadata = sampleMetadata();
    const link = chainLink({ streamId, revision: 0, type: 'CommentReportsDismissed', occurredAt: metadata.occurredAt, actorId: metadata.actorId, data }, null);
    const raw = new SqliteDatabase(file);
    raw
      .prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)')
      .run('5d1f6a0e-2b8c-4c47-9a51-0f3e8d2b7c61', streamId, 0, 'CommentReportsDismissed', JSON.stringify(data), JSON.stringify({ ...metadata, schemaVersion: 1, ...link }));
    raw.close();

    const store = openSqliteEventStore({ file });
    try {
      const [event] = await store.readStream(streamId);
      // What the public history computes from the event as read (public-history-view.ts).
      const recomputed = chainLink({ streamId, revision: 0, type: event!.type, occurredAt: event!.metadata.occurredAt, actorId: event!.metadata.actorId, data: event!.data }, null);
      expect(recomputed.hash).toBe(event!.metadata.hash);
    } finally {
      await store.close();
    }
  });
});

describe('a newsletter subscription written before subscriptions had ids (version 1)', () => {
  const v1 = { email: 'thandi@example.co.za', name: 'Thandi', source: 'landing_page' };

  it('reads with the hash of its address as subscriber id, as its stream was always named, and as subscription id', () => {
    expect(CURRENT_SCHEMA_VERSION.NewsletterSubscribed).toBe(2);
    expect(upcastEvent('NewsletterSubscribed', 1, v1, productUpcasters)).toEqual({
      type: 'NewsletterSubscribed',
      data: { ...v1, subscriberId: sha256('thandi@example.co.za'), subscriptionId: sha256('thandi@example.co.za') },
    });
  });

  it('is upcast by the SQLite event store without being told how', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'iec-upcasters-'));
    dirs.push(dir);
    const file = join(dir, 'events.db');
    await openSqliteEventStore({ file }).close();
    // As the previous release wrote it.
    const raw = new SqliteDatabase(file);
    const streamId = `newsletter-${sha256(v1.email)}`;
    raw
      .prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)')
      .run('0b3c7a52-55d4-4c1e-9f0e-6d3f4c1a2b7e', streamId, 0, 'NewsletterSubscribed', JSON.stringify(v1), JSON.stringify({ ...sampleMetadata(), schemaVersion: 1 }));
    raw.close();

    const store = openSqliteEventStore({ file });
    try {
      const [event] = await store.readStream(streamId);
      expect(event).toMatchObject({ type: 'NewsletterSubscribed', data: { ...v1, subscriberId: sha256(v1.email) }, metadata: { schemaVersion: 1 } });
    } finally {
      await store.close();
    }
  });
});
