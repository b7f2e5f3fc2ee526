import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriberIds, newsletterSubscriberIdsOf, unkeyedNewsletterSubscriberIdOf } from './newsletter-subscriber-id.js';
import { openSqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys.js';

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
    const first = await ids.of('a@example.org');
    expect(await ids.of('b@example.org')).not.toBe(first);
    expect(asked).toBe(2);
  });

  it('keep the product key with the personal-data keys, the same from one opening of them to the next', async () => {
    const keys = openSqlitePersonalDataKeys({ file: ':memory:' });
    try {
      const id = await newsletterSubscriberIdsOf(keys).of('lerato@example.org');
      expect(await newsletterSubscriberIdsOf(keys).of('lerato@example.org')).toBe(id);
      expect(id).not.toBe(unkeyedNewsletterSubscriberIdOf('lerato@example.org'));
    } finally {
      await keys.close();
    }
  });
});
