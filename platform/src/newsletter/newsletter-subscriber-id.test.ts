import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_INDEX_KEY_SUBJECT,
  newsletterSubscriberIds,
  newsletterSubscriberIdsOf,
  unkeyedNewsletterSubscriberIdOf,
} from './newsletter-subscriber-id.js';
import { openSqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('newsletter subscriber ids', () => {
  it('are the HMAC-SHA256 of the address under the key, so another key gives another id', async () => {
    const key = randomBytes(32);
    const ids = newsletterSubscriberIds(async () => key);
    const id = await ids.of('thandi@example.co.za');
    expect(id).toBe(createHmac('sha256', key).update('thandi@example.co.za').digest('hex'));
    expect(await newsletterSubscriberIds(async () => randomBytes(32)).of('thandi@example.co.za')).not.toBe(id);
  });

  it('name an address by its keyed id first, then by the plain hash older subscriptions have', async () => {
    const ids = newsletterSubscriberIds(async () => randomBytes(32));
    const [keyed, unkeyed] = await ids.candidatesOf('sipho@example.org');
    expect(keyed).toBe(await ids.of('sipho@example.org'));
    expect(unkeyed).toBe(createHash('sha256').update('sipho@example.org').digest('hex'));
    expect(unkeyed).toBe(unkeyedNewsletterSubscriberIdOf('sipho@example.org'));
  });

  it('ask for the key once, and again after a failure rather than failing until a restart', async () => {
    let asked = 0;
    const ids = newsletterSubscriberIds(async () => {
      asked++;
      if (asked === 1) throw new Error('key store out of reach');
      return Buffer.alloc(32, 7);
    });
    await expect(ids.of('a@example.org')).rejects.toThrow('key store out of reach');
    const id = await ids.of('a@example.org');
    expect(id).toBe(createHmac('sha256', Buffer.alloc(32, 7)).update('a@example.org').digest('hex'));
    expect(await ids.of('a@example.org')).toBe(id);
    expect(asked).toBe(2);
  });

  it('keep the product key with the personal-data keys, the same after the key store is opened again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'iec-newsletter-ids-'));
    const file = join(dir, 'personal-data-keys.sqlite');
    const first = openSqlitePersonalDataKeys({ file });
    const id = await newsletterSubscriberIdsOf(first).of('lerato@example.org');
    await first.close();
    const again = openSqlitePersonalDataKeys({ file });
    try {
      expect(await newsletterSubscriberIdsOf(again).of('lerato@example.org')).toBe(id);
      expect(id).not.toBe(unkeyedNewsletterSubscriberIdOf('lerato@example.org'));
    } finally {
      await again.close();
    }
  });

  it('never make the key to look an address up: before the first subscription, only the plain hash is a candidate', async () => {
    const keys = openSqlitePersonalDataKeys({ file: ':memory:' });
    try {
      const reader = newsletterSubscriberIdsOf(keys);
      expect(await reader.candidatesOf('zanele@example.org')).toEqual([unkeyedNewsletterSubscriberIdOf('zanele@example.org')]);
      expect((await keys.keysOf([NEWSLETTER_INDEX_KEY_SUBJECT])).size).toBe(0);

      // Once a subscription has made the key, a reader that found none before finds it.
      const keyed = await newsletterSubscriberIdsOf(keys).of('zanele@example.org');
      expect(await reader.candidatesOf('zanele@example.org')).toEqual([keyed, unkeyedNewsletterSubscriberIdOf('zanele@example.org')]);
    } finally {
      await keys.close();
    }
  });
});
