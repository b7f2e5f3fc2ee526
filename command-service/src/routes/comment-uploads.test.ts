import {
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_FORM_FIELDS,
  EMPTY_COMMENT,
  IMAGE_EMPTY,
  IMAGE_TOO_LARGE,
  IMAGE_TYPE_NOT_ALLOWED,
  streams,
} from '@iec-bets/contracts';
import { SESSION_COOKIE } from '@iec-bets/platform';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  asUser,
  publishedQuestion,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';
import { multipartForm, type FormPart } from '../test-support/multipart-form.js';
import { dataUrl, sampleGif, sampleJpeg, samplePng, sampleWebp } from '../test-support/sample-images.js';

/**
 * POST /api/questions/{id}/comments with a multipart/form-data body: the image as the file itself, not as base64.
 */
let t: CommandTestApp;
let thandi: SignedUp;
let questionId: string;

async function start(options: Parameters<typeof startCommandApp>[0] = {}) {
  t = await startCommandApp(options);
  const admin = await signUpAdmin(t);
  thandi = await signUp(t.app);
  questionId = await publishedQuestion(t, admin.sessionId);
}
afterEach(async () => t.close());

const postForm = (parts: readonly FormPart[], options: { sessionId?: string | null; unterminated?: boolean } = {}) => {
  const { payload, headers } = multipartForm(parts, options);
  const sessionId = options.sessionId === undefined ? thandi.sessionId : options.sessionId;
  return t.app.inject({
    method: 'POST',
    url: `/api/questions/${questionId}/comments`,
    headers,
    payload,
    ...(sessionId ? asUser(sessionId) : {}),
  });
};

const image = (bytes: Buffer, filename = 'picture.png', contentType = 'image/png'): FormPart => ({ name: 'image', value: bytes, filename, contentType });
const text = (value: string): FormPart => ({ name: 'content', value });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const error = (statusCode: number, message: string) => ({ error: message, statusCode });

/** An image of exactly `size` bytes: a real PNG, padded. */
const pngOfSize = (size: number) => Buffer.concat([samplePng(), Buffer.alloc(size - samplePng().length, 7)]);

/** Runs `act` and checks that it appended nothing and stored no image. */
async function writesNothing(act: () => Promise<unknown>, bytes?: Buffer) {
  const head = await t.eventStore.headPosition();
  await act();
  expect(await t.eventStore.headPosition()).toBe(head);
  if (bytes) expect(await t.imageStore.get(sha256(bytes))).toBeNull();
}

describe('a comment sent as multipart/form-data', () => {
  beforeEach(async () => start());

  it.each([
    ['PNG', samplePng(), 'image/png'],
    ['JPEG', sampleJpeg(), 'image/jpeg'],
    ['GIF', sampleGif(), 'image/gif'],
    ['WebP', sampleWebp(), 'image/webp'],
  ])('takes a %s file as it is, stores exactly its bytes and answers 201 with the comment', async (_, bytes, type) => {
    const response = await postForm([text('  Look at the queue  '), image(bytes, 'queue.bin', 'application/octet-stream')]);
    expect(response.statusCode, response.body).toBe(201);
    const comment = response.json();
    expect(comment).toMatchObject({ userId: thandi.user.id, content: 'Look at the queue', imageUrl: `/api/images/${sha256(bytes)}` });
    expect(await t.imageStore.get(sha256(bytes))).toEqual(bytes);
    const [posted] = await t.eventStore.readStream(streams.comment(comment.id));
    expect(posted).toMatchObject({ type: 'CommentPosted', data: { content: 'Look at the queue', image: { hash: sha256(bytes), mimeType: type } } });
  });

  it('records the type the bytes have, not the one the part declares', async () => {
    const response = await postForm([image(sampleGif(), 'photo.png', 'image/png')]);
    expect(response.statusCode, response.body).toBe(201);
    const [posted] = await t.eventStore.readStream(streams.comment(response.json().id));
    expect(posted).toMatchObject({ data: { content: '', image: { mimeType: 'image/gif' } } });
  });

  it('takes text alone, and reads a browser\'s empty file input as no image', async () => {
    const alone = await postForm([text('Only words today')]);
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json()).toMatchObject({ content: 'Only words today', imageUrl: null });

    const emptyInput = await postForm([text('Words and an empty picker'), image(Buffer.alloc(0), '', 'application/octet-stream')]);
    expect(emptyInput.statusCode, emptyInput.body).toBe(201);
    expect(emptyInput.json().imageUrl).toBeNull();
  });

  it('accepts an image of exactly 5MB, and refuses one byte more with 413 and the size message', async () => {
    const fiveMb = pngOfSize(COMMENT_IMAGE_MAX_BYTES);
    const accepted = await postForm([image(fiveMb)]);
    expect(accepted.statusCode, accepted.body).toBe(201);
    // Compared by hash: a deep equality of two 5MB buffers takes the test's whole time.
    expect(sha256((await t.imageStore.get(sha256(fiveMb)))!)).toBe(sha256(fiveMb));

    const oneMore = pngOfSize(COMMENT_IMAGE_MAX_BYTES + 1);
    await writesNothing(async () => {
      const refused = await postForm([text('too big'), image(oneMore)]);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual(error(413, IMAGE_TOO_LARGE));
    }, oneMore);
  });

  it.each([
    ['no parts at all', [] as FormPart[], EMPTY_COMMENT],
    ['blank text', [text('  \n ')], EMPTY_COMMENT],
    ['only an empty file input', [image(Buffer.alloc(0), '', 'application/octet-stream')], EMPTY_COMMENT],
    ['an empty file that has a name', [image(Buffer.alloc(0), 'empty.png')], IMAGE_EMPTY],
    ['a text file named like a picture', [image(Buffer.from('Meeting notes: bring snacks.\n'), 'notes.png')], IMAGE_TYPE_NOT_ALLOWED],
    ['an SVG, which may carry script', [image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml')], IMAGE_TYPE_NOT_ALLOWED],
    ['two images', [image(samplePng()), image(sampleGif(), 'b.gif')], 'The image must be one file'],
    ['two texts', [text('one'), text('two')], 'The comment must be text'],
    ['a file where the text belongs', [{ name: 'content', value: Buffer.from('words'), filename: 'words.txt' }], 'The comment must be text'],
    ['text where the image belongs', [{ name: 'image', value: 'data:image/png;base64,AAAA' }], 'The image must be one file'],
    ['an unknown field', [text('hi'), { name: 'imageUrl', value: 'x' }], COMMENT_FORM_FIELDS],
    ['an unknown file', [text('hi'), { name: 'attachment', value: samplePng(), filename: 'a.png' }], COMMENT_FORM_FIELDS],
    ['a field named like a property of every object', [{ name: '__proto__', value: 'x' }], COMMENT_FORM_FIELDS],
    ['text over 2000 characters', [text('x'.repeat(2001))], 'Comment must be at most 2000 characters'],
    ['text longer than a field may be', [text(`${' '.repeat(70_000)}hi`)], 'Comment must be at most 2000 characters'],
    ['more parts than a form has', Array.from({ length: 12 }, () => text('again')), COMMENT_FORM_FIELDS],
  ])('refuses %s: 400 with a message that says what to change, nothing written', async (_, parts, message) => {
    await writesNothing(async () => {
      const response = await postForm(parts);
      expect(response.json()).toEqual(error(400, message));
    });
  });

  it('keeps text of 2000 characters, and words spelled with emoji', async () => {
    expect((await postForm([text('x'.repeat(2000))])).statusCode).toBe(201);
    const response = await postForm([text('Shó! 🇿🇦 vote')]);
    expect(response.json().content).toBe('Shó! 🇿🇦 vote');
  });

  it.each([
    ['that never ends', { unterminated: true }, 'multipart/form-data; boundary=never-sent'],
    ['whose boundary is not the declared one', {}, 'multipart/form-data; boundary=something-else'],
    ['without a boundary', {}, 'multipart/form-data'],
  ])('refuses a malformed form %s: 400, nothing written', async (_, options, contentType) => {
    const { payload } = multipartForm([text('hello')], options);
    await writesNothing(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/questions/${questionId}/comments`,
        headers: { 'content-type': contentType },
        payload,
        ...asUser(thandi.sessionId),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(error(400, expect.stringContaining('The form could not be read')));
    });
  });

  it('refuses a body that is neither JSON nor a form with 415, and none at all', async () => {
    for (const [contentType, payload] of [['text/plain', 'hello'], ['application/x-www-form-urlencoded', 'content=hi'], [undefined, undefined]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/questions/${questionId}/comments`,
        ...(contentType ? { headers: { 'content-type': contentType } } : {}),
        ...(payload ? { payload } : {}),
        ...asUser(thandi.sessionId),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('Send the request body as application/json or multipart/form-data (its Content-Type header)');
    }
  });

  it('needs a session: 401 before a byte of a large upload is read', async () => {
    const big = pngOfSize(6 * 1024 * 1024);
    await writesNothing(async () => {
      const response = await postForm([image(big)], { sessionId: null });
      expect(response.json()).toEqual(error(401, 'Please sign in first'));
    }, big);
  });

  it('is refused before its image is stored when the question is not open: 404', async () => {
    questionId = 'no-such-question';
    await writesNothing(async () => {
      const response = await postForm([image(samplePng())]);
      expect(response.statusCode).toBe(404);
    }, samplePng());
  });
});

describe('the comment rate limit, with forms', () => {
  beforeEach(async () => start({ rateLimits: { commentsPerMinute: 2 } }));

  it('counts a form and a JSON comment alike', async () => {
    expect((await postForm([text('one')])).statusCode).toBe(201);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${questionId}/comments`,
      payload: { content: 'two', imageUrl: dataUrl('image/png', samplePng()) },
      ...asUser(thandi.sessionId),
    });
    expect(json.statusCode).toBe(201);
    const third = await postForm([text('three')]);
    expect(third.statusCode).toBe(429);
  });
});

describe('a form over real HTTP, as a browser sends it', () => {
  let base: string;
  let cookie: string;
  beforeEach(async () => {
    await start();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    cookie = `${SESSION_COOKIE}=${thandi.sessionId}`;
  });

  /** fetch's own multipart encoding of a FormData, as Node's fetch (undici) writes it. */
  const sendForm = (form: FormData) =>
    fetch(`${base}/api/questions/${questionId}/comments`, { method: 'POST', headers: { cookie }, body: form, signal: AbortSignal.timeout(10_000) });

  it('posts the file as it is', async () => {
    const form = new FormData();
    form.append('content', 'From fetch');
    form.append('image', new Blob([sampleJpeg()], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await sendForm(form);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ content: 'From fetch', imageUrl: `/api/images/${sha256(sampleJpeg())}` });
    expect(await t.imageStore.get(sha256(sampleJpeg()))).toEqual(sampleJpeg());
  });

  it('answers an 8MB image with a 413 the client reads whole, three times in a row, never a reset', async () => {
    const eightMb = pngOfSize(8 * 1024 * 1024);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const form = new FormData();
      form.append('content', 'a huge poster');
      form.append('image', new Blob([eightMb], { type: 'image/png' }), 'poster.png');
      try {
        const response = await sendForm(form);
        answers.push(`${response.status} ${((await response.json()) as { error: string }).error}`);
      } catch (failure) {
        answers.push(`network error: ${String(failure)}`);
      }
    }
    expect(answers).toEqual([`413 ${IMAGE_TOO_LARGE}`, `413 ${IMAGE_TOO_LARGE}`, `413 ${IMAGE_TOO_LARGE}`]);
    expect(await t.imageStore.get(sha256(eightMb))).toBeNull();
  });

  it('refuses an 8MB image streamed without a declared length (chunked) with the same readable 413', async () => {
    const { payload, headers } = multipartForm([image(pngOfSize(8 * 1024 * 1024))]);
    const chunkSize = 64 * 1024;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < payload.length; offset += chunkSize) controller.enqueue(payload.subarray(offset, offset + chunkSize));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/questions/${questionId}/comments`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body,
      duplex: 'half',
      signal: AbortSignal.timeout(10_000),
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(error(413, IMAGE_TOO_LARGE));
    const next = await sendForm(new FormData());
    expect(await next.json()).toEqual(error(400, EMPTY_COMMENT));
  });
});
