import { IMAGE_TOO_LARGE, type Comment } from '@iec-bets/contracts';
import { SESSION_COOKIE } from '@iec-bets/platform';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPublishedQuestion, startAllRoutesApp } from '../test-support/all-routes-app.js';

/**
 * A comment's image uploaded as a multipart form over real HTTP, as `iec-bets start` serves it (command and query
 * routes on one instance, the projector following the log), and read back from where the query side serves it.
 */
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const running = await startAllRoutesApp({ withProjector: true });
  await appendPublishedQuestion(running.eventStore, 'q-upload', 'Will the queues be long?');
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(running.app.server.address() as AddressInfo).port}`;
  close = running.close;
});
afterAll(async () => close());

/** A 1x1 GIF followed by 3MB of padding: more than the app's default body limit, less than the image limit. */
const GIF = Buffer.concat([
  Buffer.from([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
  Buffer.alloc(3 * 1024 * 1024, 0x21),
]);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function signUp(username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'a-good-long-password', name: `${username} M` }),
  });
  expect(response.status).toBe(201);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
  return session.split(';')[0]!;
}

const postForm = (cookie: string, form: FormData) =>
  fetch(`${base}/api/questions/q-upload/comments`, { method: 'POST', headers: { cookie }, body: form, signal: AbortSignal.timeout(10_000) });

describe('a comment image sent as the file itself', () => {
  it('is stored and served back byte for byte, with its type found from its bytes', async () => {
    const cookie = await signUp('upload_thandi');
    const form = new FormData();
    form.append('content', 'The queue at 6am');
    form.append('image', new Blob([GIF], { type: 'image/png' }), 'queue.png');

    const posted = await postForm(cookie, form);
    expect(posted.status).toBe(201);
    const comment = (await posted.json()) as Comment;
    expect(comment).toMatchObject({ content: 'The queue at 6am', imageUrl: `/api/images/${sha256(GIF)}` });

    const listed = await fetch(`${base}/api/questions/q-upload/comments`, {
      headers: { cookie, 'x-min-position': posted.headers.get('x-position')! },
    });
    expect(await listed.json()).toEqual([comment]);

    const image = await fetch(`${base}${comment.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect(sha256(new Uint8Array(await image.arrayBuffer()))).toBe(sha256(GIF));
  });

  it('over 5MB is answered with a 413 the client reads, three times in a row, and the app goes on', async () => {
    const cookie = await signUp('upload_sipho');
    const eightMb = Buffer.concat([GIF, Buffer.alloc(5 * 1024 * 1024, 0x21)]);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const form = new FormData();
      form.append('image', new Blob([eightMb]), 'poster.gif');
      const response = await postForm(cookie, form).catch((failure: unknown) => failure);
      answers.push(response instanceof Response ? `${response.status} ${((await response.json()) as { error: string }).error}` : `network error: ${String(response)}`);
    }
    expect(answers).toEqual([`413 ${IMAGE_TOO_LARGE}`, `413 ${IMAGE_TOO_LARGE}`, `413 ${IMAGE_TOO_LARGE}`]);

    const form = new FormData();
    form.append('content', 'A smaller point');
    expect((await postForm(cookie, form)).status).toBe(201);
  });
});
