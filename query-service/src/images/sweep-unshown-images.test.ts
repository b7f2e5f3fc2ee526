import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startProjector } from '@iec-bets/projector';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { sweepUnshownImages, UNSHOWN_IMAGE_GRACE_MS } from './sweep-unshown-images.js';
import { IMAGE_SWEEP_INTERVAL_MS, unshownImageSweeps } from './unshown-image-sweeps.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('sweeping the images no comment shows', () => {
  it("deletes, once they are past the grace time, the images of comments deleted or removed, and keeps the shown", async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('moderator', { admin: true });
    const { userId } = await fx.signUp('thandi');
    const questionId = await fx.question();
    const posted = async () => {
      const hash = await fx.imageStore.put(randomBytes(64));
      return { hash, commentId: await fx.comment(userId, questionId, '', { hash, mimeType: 'image/png' }) };
    };
    const shown = await posted();
    const deleted = await posted();
    const removed = await posted();
    await fx.deleteComment(userId, questionId, deleted.commentId);
    await fx.removeComment(admin.userId, questionId, removed.commentId);
    // Waits until the read models show all of that.
    expect((await fx.get(`/api/images/${deleted.hash}`)).statusCode).toBe(404);

    // Within the grace time nothing goes: a new comment's image is stored a moment before the comment shows.
    expect(await sweepUnshownImages(fx, new Date())).toBe(0);
    expect(await fx.imageStore.get(deleted.hash)).not.toBeNull();

    const later = new Date(Date.now() + UNSHOWN_IMAGE_GRACE_MS + 60_000);
    expect(await sweepUnshownImages(fx, later)).toBe(2);
    expect(await fx.imageStore.get(deleted.hash)).toBeNull();
    expect(await fx.imageStore.get(removed.hash)).toBeNull();
    expect(await fx.imageStore.get(shown.hash)).not.toBeNull();
    expect((await fx.get(`/api/images/${shown.hash}`)).statusCode).toBe(200);
    expect(await sweepUnshownImages(fx, later)).toBe(0);
  });

  it('keeps an image a new comment brought again after another showing it was deleted', async () => {
    fx = await startQueryFixture();
    const { userId } = await fx.signUp('thandi');
    const questionId = await fx.question();
    const bytes = randomBytes(64);
    const hash = await fx.imageStore.put(bytes);
    const first = await fx.comment(userId, questionId, '', { hash, mimeType: 'image/png' });
    await fx.deleteComment(userId, questionId, first);
    // The same picture again, in a comment the read models do not show yet when the sweep looks.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date();
    await fx.imageStore.put(bytes);
    expect(await sweepUnshownImages(fx, new Date(between.getTime() + UNSHOWN_IMAGE_GRACE_MS))).toBe(0);
    expect(await fx.imageStore.get(hash)).toEqual(bytes);
  });

  it('deletes nothing while the read models are behind the log: a comment they do not show yet may show the image', async () => {
    fx = await startQueryFixture();
    const { userId } = await fx.signUp('thandi');
    const questionId = await fx.question();
    expect((await fx.get(`/api/questions/${questionId}/public-results`)).statusCode).toBe(200);
    // The projector is down (or rebuilding) when the comment is posted, and stays down past the grace time.
    await fx.projector.stop();
    const hash = await fx.imageStore.put(randomBytes(64));
    await fx.comment(userId, questionId, '', { hash, mimeType: 'image/png' });
    const later = new Date(Date.now() + UNSHOWN_IMAGE_GRACE_MS + 60_000);
    expect(await sweepUnshownImages(fx, later, 100)).toBeUndefined();
    expect(await fx.imageStore.get(hash)).not.toBeNull();

    // Back, it shows the comment, and its image is served.
    const projector = startProjector({ eventStore: fx.eventStore, readStore: fx.readStore, noticeBus: fx.noticeBus });
    try {
      expect((await fx.get(`/api/images/${hash}`)).statusCode).toBe(200);
      expect(await sweepUnshownImages(fx, later, 100)).toBe(0);
      expect(await fx.imageStore.get(hash)).not.toBeNull();
    } finally {
      await projector.stop();
    }
  });
});

describe('the sweeps of a running query service', () => {
  afterEach(() => vi.useRealTimers());

  it('sweep every ten minutes, and stop when the service closes', async () => {
    fx = await startQueryFixture();
    const { userId } = await fx.signUp('thandi');
    const questionId = await fx.question();
    const hash = await fx.imageStore.put(randomBytes(64));
    const commentId = await fx.comment(userId, questionId, '', { hash, mimeType: 'image/png' });
    await fx.deleteComment(userId, questionId, commentId);
    expect((await fx.get(`/api/images/${hash}`)).statusCode).toBe(404);

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify({ logger: false });
    const later = new Date(Date.now() + UNSHOWN_IMAGE_GRACE_MS + 60_000);
    await app.register(unshownImageSweeps, { imageStore: fx.imageStore, readStore: fx.readStore, eventStore: fx.eventStore, watermark: fx.watermark, clock: () => later });
    await app.ready();
    vi.advanceTimersByTime(IMAGE_SWEEP_INTERVAL_MS - 1);
    await app.close();
    expect(await fx.imageStore.get(hash)).not.toBeNull();

    const running = Fastify({ logger: false });
    await running.register(unshownImageSweeps, { imageStore: fx.imageStore, readStore: fx.readStore, eventStore: fx.eventStore, watermark: fx.watermark, clock: () => later });
    await running.ready();
    vi.advanceTimersByTime(IMAGE_SWEEP_INTERVAL_MS);
    // Closing waits for the sweep under way.
    await running.close();
    expect(await fx.imageStore.get(hash)).toBeNull();
  });
});
