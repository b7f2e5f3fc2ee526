import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURRENT_SCHEMA_VERSION, upcastEvent } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../sqlite/sqlite-driver.js';
import { productUpcasters } from './product-upcasters.js';
import { openSqliteEventStore } from './sqlite-event-store.js';
import { sampleMetadata } from './test-support/sample-events.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('a dismissal of reports written before it named the last report read (version 1)', () => {
  it('reads as the dismissal of every report then waiting', () => {
    expect(CURRENT_SCHEMA_VERSION.CommentReportsDismissed).toBe(2);
    expect(upcastEvent('CommentReportsDismissed', 1, { commentId: 'c1', questionId: 'q1' }, productUpcasters)).toEqual({
      type: 'CommentReportsDismissed',
      data: { commentId: 'c1', questionId: 'q1', throughReporterId: null },
    });
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
