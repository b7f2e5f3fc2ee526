import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

/** A complete 1x1 GIF: header, screen, two-colour palette, one image, trailer. */
const GIF = Buffer.from([
  ...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff,
  0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b,
]);

describe('GET /api/images/{hash}', () => {
  it('serves a stored image to anyone, with the type found in its bytes, cacheable forever and never sniffed', async () => {
    fx = await startQueryFixture();
    const hash = await fx.imageStore.put(GIF);
    const response = await fx.get(`/api/images/${hash}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(GIF);
    expect(response.headers).toMatchObject({
      'content-type': 'image/gif',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      etag: `"${hash}"`,
    });
    const again = await fx.get(`/api/images/${hash}`, undefined, { headers: { 'if-none-match': `"${hash}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves bytes that are no known image as a download type, never as an image', async () => {
    fx = await startQueryFixture();
    const hash = await fx.imageStore.put(Buffer.from('<script>alert(1)</script>'));
    const response = await fx.get(`/api/images/${hash}`);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for an unknown image, without caching the miss', async () => {
    fx = await startQueryFixture();
    const response = await fx.get(`/api/images/${'0'.repeat(64)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Image not found', statusCode: 404 });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each(['abc', 'A'.repeat(64), `${'a'.repeat(63)}g`, `${'a'.repeat(64)}0`, '..%2F..%2Fetc%2Fpasswd'])(
    'answers 400 for a malformed hash (%s)',
    async (hash) => {
      fx = await startQueryFixture();
      const response = await fx.get(`/api/images/${hash}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'That is not an image address: expected 64 hexadecimal digits',
        statusCode: 400,
      });
    },
  );
});
