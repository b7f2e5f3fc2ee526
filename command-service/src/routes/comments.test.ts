import { Comment, COMMENT_IMAGE_MAX_BYTES, streams } from '@iec-bets/contracts';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  asUser,
  draftQuestion,
  positionOf,
  publishedQuestion,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';
import { dataUrl, sampleGif, sampleJpeg, samplePng, sampleWebp } from '../test-support/sample-images.js';

let t: CommandTestApp;
let admin: SignedUp;
let thandi: SignedUp;
let sipho: SignedUp;
let questionId: string;

async function start(options: Parameters<typeof startCommandApp>[0] = {}) {
  t = await startCommandApp({ clock: () => new Date('2024-05-29T12:00:00.000Z'), ...options });
  admin = await signUpAdmin(t);
  thandi = await signUp(t.app);
  sipho = await signUp(t.app);
  questionId = await publishedQuestion(t, admin.sessionId);
}
afterEach(async () => t.close());

const post = (sessionId: string | null, payload: unknown, onQuestion = questionId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/questions/${onQuestion}/comments`,
    payload: payload as object,
    ...(sessionId ? asUser(sessionId) : {}),
  });

const remove = (sessionId: string | null, commentId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/comments/${commentId}`, ...(sessionId ? asUser(sessionId) : {}) });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Runs `act` and checks that it appended nothing. */
async function writesNothing(act: () => Promise<unknown>) {
  const head = await t.eventStore.headPosition();
  await act();
  expect(await t.eventStore.headPosition()).toBe(head);
}

describe('POST /api/questions/{id}/comments', () => {
  beforeEach(async () => start());

  it('records a text comment, trimmed, and answers 201 with it, its author and its position', async () => {
    const response = await post(thandi.sessionId, { content: '  Turnout will surprise everyone  ' });
    expect(response.statusCode, response.body).toBe(201);
    const comment = Comment.parse(response.json());
    expect(comment).toEqual({
      id: expect.any(String),
      userId: thandi.user.id,
      content: 'Turnout will surprise everyone',
      imageUrl: null,
      createdAt: '2024-05-29T12:00:00.000Z',
      user: { id: thandi.user.id, name: thandi.user.name, username: thandi.user.username },
      removedByModerator: false,
    });
    const [posted] = await t.eventStore.readStream(streams.comment(comment.id));
    expect(posted).toMatchObject({
      type: 'CommentPosted',
      data: { commentId: comment.id, questionId, userId: thandi.user.id, content: 'Turnout will surprise everyone', image: null },
      metadata: { actorId: thandi.user.id },
    });
    expect(positionOf(response)).toBe(posted!.position);
  });

  it.each([
    ['PNG', samplePng(), 'image/png'],
    ['JPEG', sampleJpeg(), 'image/jpeg'],
    ['GIF', sampleGif(), 'image/gif'],
    ['WebP', sampleWebp(), 'image/webp'],
  ])('accepts a %s image, stores it outside the log and puts only its reference in the event', async (_, bytes, type) => {
    const response = await post(thandi.sessionId, { content: 'Look at this', imageUrl: dataUrl(type, bytes) });
    expect(response.statusCode, response.body).toBe(201);
    const hash = sha256(bytes);
    expect(response.json().imageUrl).toBe(`/api/images/${hash}`);
    expect(await t.imageStore.get(hash)).toEqual(bytes);
    const [posted] = await t.eventStore.readStream(streams.comment(response.json().id));
    expect(posted).toMatchObject({ data: { image: { hash, mimeType: type } } });
    expect(JSON.stringify(posted)).not.toContain(bytes.toString('base64'));
  });

  it('takes an image without text, and records the type the bytes have, not the one declared', async () => {
    const response = await post(thandi.sessionId, { imageUrl: dataUrl('image/png', sampleGif()) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().content).toBe('');
    const [posted] = await t.eventStore.readStream(streams.comment(response.json().id));
    expect(posted).toMatchObject({ data: { content: '', image: { mimeType: 'image/gif' } } });
  });

  it('refuses a text file dressed up as data:image/png: 400, nothing stored or written', async () => {
    const notes = Buffer.from('Meeting notes: bring snacks.\n');
    await writesNothing(async () => {
      const response = await post(thandi.sessionId, { content: 'my picture', imageUrl: dataUrl('image/png', notes) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Unsupported image: Please choose a PNG, JPEG, GIF or WebP image',
        statusCode: 400,
      });
    });
    expect(await t.imageStore.get(sha256(notes))).toBeNull();
  });

  it('accepts an image of exactly 5MB and refuses one byte more with 413 and the size message', async () => {
    const png = samplePng();
    const fiveMb = Buffer.concat([png, Buffer.alloc(COMMENT_IMAGE_MAX_BYTES - png.length, 7)]);
    const accepted = await post(thandi.sessionId, { imageUrl: dataUrl('image/png', fiveMb) });
    expect(accepted.statusCode, accepted.body).toBe(201);

    const oneMore = Buffer.concat([fiveMb, Buffer.from([7])]);
    await writesNothing(async () => {
      const refused = await post(thandi.sessionId, { imageUrl: dataUrl('image/png', oneMore) });
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ error: 'Image too large: Please select an image smaller than 5MB', statusCode: 413 });
    });
  });

  it('answers a body over the route limit with 413 in the error shape, never a 500', async () => {
    const huge = JSON.stringify({ content: 'big', imageUrl: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}` });
    await writesNothing(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/questions/${questionId}/comments`,
        headers: { 'content-type': 'application/json' },
        payload: huge,
        ...asUser(thandi.sessionId),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Image too large: Please select an image smaller than 5MB', statusCode: 413 });
    });
  });

  it.each([
    ['no text and no image', {}],
    ['blank text', { content: '   \n ' }],
    ['blank text and an empty image', { content: '', imageUrl: '' }],
    ['null fields', { content: null, imageUrl: null }],
  ])('refuses an empty comment (%s): 400 with the form message', async (_, payload) => {
    await writesNothing(async () => {
      const response = await post(thandi.sessionId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Empty comment: Please write something or add an image', statusCode: 400 });
    });
  });

  it('keeps any text as written, emoji and control characters included', async () => {
    const content = 'Shó! 🇿🇦 \u0000 tab\tend';
    const response = await post(thandi.sessionId, { content });
    expect(response.statusCode, response.body).toBe(201);
    const [posted] = await t.eventStore.readStream(streams.comment(response.json().id));
    expect(response.json().content).toBe(content);
    expect(posted).toMatchObject({ data: { content } });
  });

  it('refuses half a character (a lone surrogate), which no hash chain can hold, with a clear 400', async () => {
    await writesNothing(async () => {
      const response = await post(thandi.sessionId, { content: 'Shó! \ud800' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('The text holds an invalid character (a lone UTF-16 surrogate)');
    });
  });

  it('refuses text over 2000 characters and fields of the wrong type: 400', async () => {
    const long = await post(thandi.sessionId, { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Comment must be at most 2000 characters');
    expect((await post(thandi.sessionId, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await post(thandi.sessionId, { content: 42 })).json()).toEqual({ error: 'The comment must be text', statusCode: 400 });
    expect((await post(thandi.sessionId, { content: 'hi', imageUrl: ['x'] })).statusCode).toBe(400);
    expect((await post(thandi.sessionId, { content: 'hi', imageUrl: 'https://example.org/cat.png' })).statusCode).toBe(400);
  });

  it('needs a session: 401, also before a large body is read', async () => {
    await writesNothing(async () => {
      const response = await post(null, { content: 'Hello' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
      const big = await post(null, { imageUrl: dataUrl('image/png', Buffer.alloc(6 * 1024 * 1024)) });
      expect(big.statusCode).toBe(401);
    });
  });

  it('finds no question that does not exist, is a draft or was deleted: 404', async () => {
    const draft = await draftQuestion(t, admin.sessionId);
    const deleted = await publishedQuestion(t, admin.sessionId);
    const removal = await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${deleted}`, ...asUser(admin.sessionId) });
    expect(removal.statusCode).toBe(200);
    for (const id of ['no-such-question', draft, deleted]) {
      await writesNothing(async () => {
        const response = await post(thandi.sessionId, { content: 'Hello?' }, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'We could not find that question', statusCode: 404 });
        // Refused before the image is stored: no image is left behind that nothing points at.
        const withImage = await post(thandi.sessionId, { imageUrl: dataUrl('image/png', samplePng()) }, id);
        expect(withImage.statusCode).toBe(404);
        expect(await t.imageStore.get(sha256(samplePng()))).toBeNull();
      });
    }
  });
});

describe('comment rate limit', () => {
  beforeEach(async () => start({ rateLimits: { commentsPerMinute: 2 } }));

  it('lets a user post the configured number of comments a minute, then answers 429; others are not affected', async () => {
    expect((await post(thandi.sessionId, { content: 'one' })).statusCode).toBe(201);
    expect((await post(thandi.sessionId, { content: 'two' })).statusCode).toBe(201);
    const third = await post(thandi.sessionId, { content: 'three' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: expect.stringContaining('Too many attempts'), statusCode: 429 });
    expect((await post(sipho.sessionId, { content: 'mine' })).statusCode).toBe(201);
  });
});

describe('DELETE /api/comments/{id}', () => {
  beforeEach(async () => start());

  async function commentBy(user: SignedUp): Promise<string> {
    const response = await post(user.sessionId, { content: `said by ${user.user.username}` });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  it('lets the author delete their comment: 200, CommentDeleted naming the question, and its position', async () => {
    const commentId = await commentBy(thandi);
    const response = await remove(thandi.sessionId, commentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: commentId });
    const events = await t.eventStore.readStream(streams.comment(commentId));
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['CommentPosted', expect.anything()],
      ['CommentDeleted', { commentId, questionId }],
    ]);
    expect(positionOf(response)).toBe(events[1]!.position);
  });

  it("refuses to delete someone else's comment, an admin's request too: 403", async () => {
    const commentId = await commentBy(thandi);
    for (const other of [sipho, admin]) {
      await writesNothing(async () => {
        const response = await remove(other.sessionId, commentId);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'You can only delete your own comments', statusCode: 403 });
      });
    }
  });

  it('answers a body over the limit with the general 413 message: a deletion takes no image', async () => {
    const commentId = await commentBy(thandi);
    await writesNothing(async () => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/comments/${commentId}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ padding: 'x'.repeat(2_000_000) }),
        ...asUser(thandi.sessionId),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'The request body is too large', statusCode: 413 });
    });
  });

  it('needs a session: 401', async () => {
    const commentId = await commentBy(thandi);
    await writesNothing(async () => {
      const response = await remove(null, commentId);
      expect(response.statusCode).toBe(401);
    });
  });

  describe('with personal data sealed, as `iec-bets start` keeps it', () => {
    beforeEach(async () => {
      await t.close();
      await start({ sealed: true });
    });

    const image = { imageUrl: dataUrl('image/png', samplePng()) };

    it('keeps what a comment says, and its image, sealed in the log under a key of its own', async () => {
      const response = await post(thandi.sessionId, { content: 'My street floods every election day', ...image });
      const commentId = response.json().id;
      const [stored] = await t.log.readStream(streams.comment(commentId));
      expect(stored!.data).toEqual({ commentId, questionId, userId: thandi.user.id, content: '', image: null, sealed: expect.stringMatching(/^pd1\./) });
      const [read] = await t.eventStore.readStream(streams.comment(commentId));
      expect(read!.data).toMatchObject({ content: 'My street floods every election day', image: { hash: sha256(samplePng()), mimeType: 'image/png' } });
    });

    it('erases a comment its author deletes from every reading of the log, and leaves its links whole', async () => {
      const commentId = (await post(thandi.sessionId, { content: 'My street floods every election day', ...image })).json().id;
      const [before] = await t.log.readStream(streams.comment(commentId));
      expect((await remove(thandi.sessionId, commentId)).statusCode).toBe(200);
      const [posted, deleted] = await t.eventStore.readStream(streams.comment(commentId));
      expect(posted!.data).toEqual({ commentId, questionId, userId: thandi.user.id, content: '', image: null });
      expect(deleted!.type).toBe('CommentDeleted');
      // The stored event is as it was, so its link holds; only its key is gone.
      const [after] = await t.log.readStream(streams.comment(commentId));
      expect(after).toEqual(before);
    });

    it('erases nothing when the deletion is refused', async () => {
      const commentId = (await post(thandi.sessionId, { content: 'Still mine' })).json().id;
      expect((await remove(sipho.sessionId, commentId)).statusCode).toBe(403);
      const [posted] = await t.eventStore.readStream(streams.comment(commentId));
      expect(posted!.data).toMatchObject({ content: 'Still mine' });
    });

    it("blanks in the log's file a comment an older version wrote in the clear, and leaves its links whole", async () => {
      const commentId = 'older-comment';
      // As a version from before the sealing wrote it: straight to the log's file.
      await t.log.append(
        streams.comment(commentId),
        [{ type: 'CommentPosted', data: { commentId, questionId, userId: thandi.user.id, content: 'Written in the clear', image: null } }],
        { expectedRevision: 'no_stream', metadata: { actorId: thandi.user.id, correlationId: 'old', causationId: null, occurredAt: '2024-05-29T11:00:00.000Z' } },
      );
      const [before] = await t.log.readStream(streams.comment(commentId));
      expect((await remove(thandi.sessionId, commentId)).statusCode).toBe(200);
      const [after] = await t.log.readStream(streams.comment(commentId));
      expect(after!.data).toEqual({ commentId, questionId, userId: thandi.user.id, content: '', image: null });
      expect(after!.metadata).toMatchObject({ hash: before!.metadata.hash, redaction: { contentHash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    });
  });

  it('finds nothing to delete for an unknown comment or a second time: 404', async () => {
    expect((await remove(thandi.sessionId, 'no-such-comment')).json()).toEqual({ error: 'We could not find that comment', statusCode: 404 });

    const once = await commentBy(thandi);
    expect((await remove(thandi.sessionId, once)).statusCode).toBe(200);
    await writesNothing(async () => expect((await remove(thandi.sessionId, once)).statusCode).toBe(404));
  });

  it('lets the author alone delete a comment under a deleted question, which the log still holds', async () => {
    const orphan = await commentBy(thandi);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${questionId}`, ...asUser(admin.sessionId) });
    // To anyone else it is not there: 404, not 403, so its existence is not given away.
    await writesNothing(async () => expect((await remove(admin.sessionId, orphan)).statusCode).toBe(404));
    expect((await remove(thandi.sessionId, orphan)).statusCode).toBe(200);
    await writesNothing(async () => expect((await remove(thandi.sessionId, orphan)).statusCode).toBe(404));
  });
});
