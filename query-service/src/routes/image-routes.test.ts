import { startProjector } from '@iec-bets/projector';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

/** A complete 1x1 GIF: header, screen, two-colour palette, one image, trailer. */
const GIF = Buffer.from([
  ...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff,
  0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b,
]);

/** An image in the store and a comment on a published question that shows it; the image's address. */
async function postedImage(bytes: Buffer, mimeType: 'image/gif' | 'image/png' = 'image/gif') {
  const hash = await fx.imageStore.put(bytes);
  const { userId } = await fx.signUp('thandi');
  const questionId = await fx.question();
  const commentId = await fx.comment(userId, questionId, '', { hash, mimeType });
  return { hash, url: `/api/images/${hash}`, userId, questionId, commentId };
}

const notFoundAndUncached = (response: Awaited<ReturnType<QueryFixture['get']>>) => {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'We could not find that image', statusCode: 404 });
  expect(response.headers['cache-control']).toBeUndefined();
  expect(response.headers.etag).toBeUndefined();
};

describe('GET /api/images/{hash}', () => {
  it("serves a comment's image to anyone, with the type found in its bytes, kept only by the browser, which asks again each time, and never sniffed", async () => {
    fx = await startQueryFixture();
    const { hash, url } = await postedImage(GIF);
    const response = await fx.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(GIF);
    expect(response.headers).toMatchObject({
      'content-type': 'image/gif',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      etag: `"${hash}"`,
    });
    const again = await fx.get(url, undefined, { headers: { 'if-none-match': `"${hash}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves bytes that are no known image as a download type, never as an image', async () => {
    fx = await startQueryFixture();
    const { url } = await postedImage(Buffer.from('<script>alert(1)</script>'));
    const response = await fx.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for an unknown image, without caching the miss', async () => {
    fx = await startQueryFixture();
    notFoundAndUncached(await fx.get(`/api/images/${'0'.repeat(64)}`));
  });

  it('serves no image that only sits in the store: every image served is one a live comment shows', async () => {
    fx = await startQueryFixture();
    const hash = await fx.imageStore.put(GIF);
    notFoundAndUncached(await fx.get(`/api/images/${hash}`));
  });

  it("stops serving a comment's image once its author deletes the comment, and a revalidation learns it", async () => {
    fx = await startQueryFixture();
    const { hash, url, userId, questionId, commentId } = await postedImage(GIF);
    expect((await fx.get(url)).statusCode).toBe(200);
    await fx.deleteComment(userId, questionId, commentId);
    notFoundAndUncached(await fx.get(url));
    notFoundAndUncached(await fx.get(url, undefined, { headers: { 'if-none-match': `"${hash}"` } }));
  });

  it('stops serving the image of a comment a moderator removed, and of every comment of a deleted question', async () => {
    fx = await startQueryFixture();
    const removed = await postedImage(GIF);
    await fx.removeComment('admin', removed.questionId, removed.commentId);
    notFoundAndUncached(await fx.get(removed.url));

    const other = await fx.imageStore.put(Buffer.concat([GIF, Buffer.from([0])]));
    const questionId = await fx.question();
    await fx.comment(removed.userId, questionId, 'Look', { hash: other, mimeType: 'image/gif' });
    expect((await fx.get(`/api/images/${other}`)).statusCode).toBe(200);
    await fx.append(`question-${questionId}`, [{ type: 'QuestionDeleted', data: { questionId } }], 'admin');
    notFoundAndUncached(await fx.get(`/api/images/${other}`));
  });

  it('keeps serving an image that another live comment still shows', async () => {
    fx = await startQueryFixture();
    const first = await postedImage(GIF);
    await fx.comment(first.userId, first.questionId, 'Same picture', { hash: first.hash, mimeType: 'image/gif' });
    await fx.deleteComment(first.userId, first.questionId, first.commentId);
    expect((await fx.get(first.url)).statusCode).toBe(200);
  });

  it("waits for the projector when a new comment's image is asked for before its comment is projected", async () => {
    fx = await startQueryFixture();
    const hash = await fx.imageStore.put(GIF);
    const { userId } = await fx.signUp('sipho');
    const questionId = await fx.question();
    await fx.get('/api/health');
    await fx.projector.stop();
    await fx.comment(userId, questionId, '', { hash, mimeType: 'image/gif' });
    // As a browser asks for an <img>: no x-min-position, while the projector has yet to see the comment.
    const asked = fx.app.inject({ method: 'GET', url: `/api/images/${hash}` });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const projector = startProjector({ eventStore: fx.eventStore, readStore: fx.readStore, noticeBus: fx.noticeBus });
    try {
      const response = await asked;
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(GIF);
    } finally {
      await projector.stop();
    }
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
