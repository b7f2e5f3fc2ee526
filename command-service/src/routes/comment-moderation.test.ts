import { streams } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  asUser,
  positionOf,
  publishedQuestion,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
let admin: SignedUp;
let thandi: SignedUp;
let sipho: SignedUp;
let questionId: string;
let commentId: string;

async function start(options: Parameters<typeof startCommandApp>[0] = {}) {
  t = await startCommandApp({ clock: () => new Date('2024-05-29T12:00:00.000Z'), ...options });
  admin = await signUpAdmin(t);
  thandi = await signUp(t.app);
  sipho = await signUp(t.app);
  questionId = await publishedQuestion(t, admin.sessionId);
  const posted = await t.app.inject({ method: 'POST', url: `/api/questions/${questionId}/comments`, payload: { content: 'Vote them all out' }, ...asUser(thandi.sessionId) });
  commentId = posted.json().id;
}
afterEach(async () => t.close());

const report = (sessionId: string | null, payload: unknown, id = commentId) =>
  t.app.inject({ method: 'POST', url: `/api/comments/${id}/reports`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });
const removal = (sessionId: string | null, payload: unknown, id = commentId) =>
  t.app.inject({ method: 'POST', url: `/api/admin/comments/${id}/removal`, payload: payload as object, ...(sessionId ? asUser(sessionId) : {}) });

/** Runs `act` and checks that it appended nothing. */
async function writesNothing(act: () => Promise<{ statusCode: number; json(): unknown }>, status: number, error: string) {
  const head = await t.eventStore.headPosition();
  const response = await act();
  expect(response.json()).toEqual({ error, statusCode: status });
  expect(await t.eventStore.headPosition()).toBe(head);
}

describe('POST /api/comments/{id}/reports', () => {
  it("records the report on the comment's stream, with the reporter as actor, and answers 201 with its position", async () => {
    await start();
    const response = await report(sipho.sessionId, { reason: 'abuse', details: '  Name-calling  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ commentId });
    const recorded = (await t.eventStore.readStream(streams.comment(commentId))).at(-1);
    expect(recorded).toMatchObject({
      type: 'CommentReported',
      data: { commentId, questionId, reporterId: sipho.user.id, reason: 'abuse', details: 'Name-calling' },
      metadata: { actorId: sipho.user.id },
    });
    expect(positionOf(response)).toBe(recorded!.position);
  });

  it.each([
    [{}, 'Please choose why you are reporting this comment'],
    [{ reason: 'boring' }, 'Please choose why you are reporting this comment'],
    [{ reason: 'other' }, 'Please say what is wrong with this comment'],
    [{ reason: 'other', details: '   ' }, 'Please say what is wrong with this comment'],
    [{ reason: 'spam', details: 'x'.repeat(501) }, 'Details must be at most 500 characters'],
    [{ reason: 'spam', details: 42 }, 'Details must be text'],
  ])('refuses %j with a clear 400 and records nothing', async (body, error) => {
    await start();
    await writesNothing(() => report(sipho.sessionId, body), 400, error);
  });

  it('answers 401 to a visitor and 404 for a comment that does not exist', async () => {
    await start();
    await writesNothing(() => report(null, { reason: 'spam' }), 401, 'Please sign in first');
    await writesNothing(() => report(sipho.sessionId, { reason: 'spam' }, 'no-such-comment'), 404, 'We could not find that comment');
  });

  it('takes a set number of reports per user per hour, then answers 429', async () => {
    await start({ rateLimits: { reportsPerHour: 1 } });
    expect((await report(sipho.sessionId, { reason: 'spam' })).statusCode).toBe(201);
    const second = await report(sipho.sessionId, { reason: 'spam' });
    expect(second.statusCode).toBe(429);
    expect((await report(admin.sessionId, { reason: 'spam' })).statusCode).toBe(201);
  });
});

describe('POST /api/admin/comments/{id}/removal', () => {
  it("records the removal on the question's stream, where its history shows it, with the admin as actor", async () => {
    await start();
    const response = await removal(admin.sessionId, { reason: '  Insults another user  ' });
    expect(response.statusCode, response.body).toBe(200);
    const recorded = (await t.eventStore.readStream(streams.question(questionId))).at(-1);
    expect(recorded).toMatchObject({
      type: 'CommentRemoved',
      data: { commentId, questionId, reason: 'Insults another user' },
      metadata: { actorId: admin.user.id },
    });
    expect(positionOf(response)).toBe(recorded!.position);
  });

  it('refuses visitors, non-admins, a missing reason and an unknown comment, recording nothing', async () => {
    await start();
    await writesNothing(() => removal(null, { reason: 'Spam' }), 401, 'Please sign in first');
    await writesNothing(() => removal(thandi.sessionId, { reason: 'Spam' }), 403, 'Admins only');
    await writesNothing(() => removal(admin.sessionId, {}), 400, 'Please give a reason for removing this comment (at least 3 characters)');
    await writesNothing(() => removal(admin.sessionId, { reason: 'ok' }), 400, 'Please give a reason for removing this comment (at least 3 characters)');
    await writesNothing(() => removal(admin.sessionId, { reason: 'Spam' }, 'no-such-comment'), 404, 'We could not find that comment');
  });
});
