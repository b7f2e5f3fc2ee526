import type { Comment, Question } from '@iec-bets/contracts';
import { SESSION_COOKIE } from '@iec-bets/platform';
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPublishedQuestion, readingOwnWrites, startAllRoutesApp } from '../test-support/all-routes-app.js';

/**
 * The comments slice end to end, as `iec-bets start` puts it together: command and query routes on one Fastify
 * instance with the app's default body limit, the projector following the log, images in DATA_DIR/images.
 */
let dir: string;
let app: FastifyInstance;
let close: () => Promise<void>;
let call: ReturnType<typeof readingOwnWrites>['call'];

beforeAll(async () => {
  const running = await startAllRoutesApp({ withProjector: true });
  ({ app, dir, close } = running);
  ({ call } = readingOwnWrites(app));
  // The question is published by an admin elsewhere; here it is appended as the admin routes would.
  await appendPublishedQuestion(running.eventStore, 'q-journey', 'Will turnout pass 60%?');
});
afterAll(async () => close());

/** A 1x1 GIF followed by 2MB of padding: more than the app's default body limit, well under the image limit. */
const GIF = Buffer.concat([
  Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
  Buffer.alloc(2 * 1024 * 1024, 0x21),
]);

async function signUp(username: string) {
  const response = await call('POST', '/api/auth/signup', undefined, { username, password: 'a-good-long-password', name: `${username} M` });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
  return `${SESSION_COOKIE}=${cookie.value}`;
}

const commentCount = async () =>
  ((await call('GET', '/api/questions/public')).json() as Question[]).find((q) => q.id === 'q-journey')?.commentCount;

describe('a comment with an image, from posting to deleting', () => {
  it('is posted, read back with its image by URL, counted, shown to visitors, and deleted by its author only', async () => {
    const thandi = await signUp('journey_thandi');
    const sipho = await signUp('journey_sipho');

    const posted = await call('POST', '/api/questions/q-journey/comments', thandi, {
      content: '  Look at the queues  ',
      imageUrl: `data:image/png;base64,${GIF.toString('base64')}`,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const comment = posted.json() as Comment;
    expect(readdirSync(join(dir, 'images'))).toHaveLength(1);

    const listed = (await call('GET', '/api/questions/q-journey/comments', sipho)).json() as Comment[];
    expect(listed).toEqual([comment]);
    expect(listed[0]).toMatchObject({ content: 'Look at the queues', user: { username: 'journey_thandi', name: 'journey_thandi M' } });

    const image = await call('GET', comment.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect(Buffer.compare(image.rawPayload, GIF)).toBe(0);

    expect(await commentCount()).toBe(1);
    expect((await call('GET', '/api/comments/public')).json()).toEqual({ 'q-journey': [comment] });

    const refused = await call('DELETE', `/api/comments/${comment.id}`, sipho);
    expect(refused.json()).toEqual({ error: 'You can only delete your own comments', statusCode: 403 });
    expect((await call('DELETE', `/api/comments/${comment.id}`, thandi)).statusCode).toBe(200);

    expect((await call('GET', '/api/questions/q-journey/comments', sipho)).json()).toEqual([]);
    expect(await commentCount()).toBe(0);
    expect((await call('GET', '/api/comments/public')).json()).toEqual({});
    expect((await call('DELETE', `/api/comments/${comment.id}`, thandi)).statusCode).toBe(404);
    // Deleted means gone: the image is no longer served either.
    expect((await call('GET', comment.imageUrl!)).statusCode).toBe(404);
  });

  it('keeps the small default body limit on every other route', async () => {
    const response = await call('POST', '/api/auth/login', undefined, { username: 'x', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large', statusCode: 413 });
  });
});
