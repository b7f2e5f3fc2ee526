import { streams, SubmitAnswerResponse } from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  asUser,
  draftQuestion,
  positionOf,
  publishedQuestion,
  questionPayload,
  signUp,
  signUpAdmin,
  startCommandApp,
  type CommandTestApp,
  type SignedUp,
} from '../test-support/command-app.js';

let t: CommandTestApp;
let admin: SignedUp;
let voter: SignedUp;

async function start(options: Parameters<typeof startCommandApp>[0] = {}) {
  t = await startCommandApp({ clock: () => new Date('2024-05-29T12:00:00.000Z'), ...options });
  admin = await signUpAdmin(t);
  voter = await signUp(t.app);
}
afterEach(async () => t.close());

const answer = (sessionId: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/answers',
    payload: payload as object,
    ...(sessionId ? asUser(sessionId) : {}),
  });

describe('POST /api/answers', () => {
  beforeEach(async () => start());

  it('records the answer and answers 201 with it and its position', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    const response = await answer(voter.sessionId, { userId: voter.user.id, questionId, optionId: 'no' });
    expect(response.statusCode).toBe(201);
    expect(SubmitAnswerResponse.parse(response.json())).toEqual({
      questionId,
      optionId: 'no',
      submittedAt: '2024-05-29T12:00:00.000Z',
    });
    const [submitted] = await t.eventStore.readStream(streams.answer(questionId, voter.user.id));
    expect(submitted).toMatchObject({
      type: 'AnswerSubmitted',
      data: { questionId, userId: voter.user.id, optionId: 'no' },
      metadata: { actorId: voter.user.id },
    });
    expect(positionOf(response)).toBe(submitted!.position);
  });

  it('takes the acting user from the session when the body names none', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    const response = await answer(voter.sessionId, { questionId, optionId: 'yes' });
    expect(response.statusCode).toBe(201);
    expect(await t.eventStore.readStream(streams.answer(questionId, voter.user.id))).toHaveLength(1);
  });

  it('reports increasing positions for successive answers', async () => {
    const first = await publishedQuestion(t, admin.sessionId);
    const second = await publishedQuestion(t, admin.sessionId);
    const a = await answer(voter.sessionId, { questionId: first, optionId: 'yes' });
    const b = await answer(voter.sessionId, { questionId: second, optionId: 'yes' });
    expect(positionOf(b)).toBeGreaterThan(positionOf(a));
  });

  it('needs a session: 401', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    const response = await answer(null, { userId: voter.user.id, questionId, optionId: 'yes' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
  });

  it('refuses to answer for someone else: 403, nothing written', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    const response = await answer(voter.sessionId, { userId: admin.user.id, questionId, optionId: 'yes' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You can only do this for your own account');
    expect(await t.eventStore.readStream(streams.answer(questionId, admin.user.id))).toEqual([]);
    expect(await t.eventStore.readStream(streams.answer(questionId, voter.user.id))).toEqual([]);
  });

  it.each([
    [{ optionId: 'yes' }, 'Please choose a question to answer'],
    [{ questionId: 'q' }, 'Please select an option before submitting'],
    [{ questionId: '', optionId: 'yes' }, 'Please choose a question to answer'],
    [{ questionId: 'q', optionId: '' }, 'Please select an option before submitting'],
    [{ questionId: 12, optionId: 'yes' }, 'Please choose a question to answer'],
    [{ questionId: 'q', optionId: ['yes'] }, 'Please select an option before submitting'],
    [{ userId: 5, questionId: 'q', optionId: 'yes' }, 'userId must be your own user id'],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await answer(voter.sessionId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, statusCode: 400 });
  });

  it('refuses an option the question does not have: 400', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    const response = await answer(voter.sessionId, { questionId, optionId: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Please choose one of the question's options");
  });

  it('answers an unknown question with 404', async () => {
    const response = await answer(voter.sessionId, { questionId: 'no-such-question', optionId: 'yes' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('We could not find that question');
  });

  it('answers a deleted question with 404', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${questionId}`, ...asUser(admin.sessionId) });
    const response = await answer(voter.sessionId, { questionId, optionId: 'yes' });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a draft with 409', async () => {
    const questionId = await draftQuestion(t, admin.sessionId);
    const response = await answer(voter.sessionId, { questionId, optionId: 'yes' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('This question is not open for answers yet');
  });

  /** A question of `date` published by the admin; the server's clock reads 29 May 2024. */
  async function publishedFor(date: string): Promise<string> {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/questions', payload: { ...questionPayload, date }, ...asUser(admin.sessionId) });
    const questionId = created.json().id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/questions/${questionId}/publish`, ...asUser(admin.sessionId) })).statusCode).toBe(200);
    return questionId;
  }

  it.each([
    ["published ahead of its day, until that day's midnight", '2024-05-30T11:00:00.000Z', 'This question is not open for answers yet'],
    // Published late, or simply yesterday's question.
    ['whose South African day is over though nobody has resolved it', '2024-05-28T11:00:00.000Z', 'This question is closed for answers'],
  ])('refuses, with 409 and nothing written, a question %s', async (_, date, error) => {
    const questionId = await publishedFor(date);
    const head = await t.eventStore.headPosition();
    const refused = await answer(voter.sessionId, { questionId, optionId: 'yes' });
    expect(refused.json()).toEqual({ error, statusCode: 409 });
    expect(await t.eventStore.headPosition()).toBe(head);
  });

  it.each([
    ['resolved', 'resolve', { correctOptionId: 'yes', resolutionSummary: 'Done.' }],
    ['archived', 'archive', undefined],
  ])('refuses a %s question with 409', async (_, action, payload) => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    const closed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${questionId}/${action}`,
      ...(payload ? { payload } : {}),
      ...asUser(admin.sessionId),
    });
    expect(closed.statusCode).toBe(200);
    const response = await answer(voter.sessionId, { questionId, optionId: 'yes' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This question is closed for answers', statusCode: 409 });
  });

  it('takes one answer per user per question: the second is 409', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    expect((await answer(voter.sessionId, { questionId, optionId: 'yes' })).statusCode).toBe(201);
    const again = await answer(voter.sessionId, { questionId, optionId: 'no' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already answered this question');
    const stream = await t.eventStore.readStream(streams.answer(questionId, voter.user.id));
    expect(stream.map((event) => event.data)).toEqual([{ questionId, userId: voter.user.id, optionId: 'yes' }]);
  });

  it('lets exactly one of several simultaneous answers win', async () => {
    await t.close();
    await start({ readDelayMs: 20 });
    const questionId = await publishedQuestion(t, admin.sessionId);
    const responses = await Promise.all(
      ['yes', 'no', 'yes', 'no'].map((optionId) => answer(voter.sessionId, { questionId, optionId })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const loser of responses.filter((response) => response.statusCode === 409)) {
      expect(loser.json().error).toBe('You have already answered this question');
    }
    expect(await t.eventStore.readStream(streams.answer(questionId, voter.user.id))).toHaveLength(1);
  });

  it('lets different users answer the same question', async () => {
    const questionId = await publishedQuestion(t, admin.sessionId);
    const other = await signUp(t.app);
    const responses = await Promise.all([
      answer(voter.sessionId, { questionId, optionId: 'yes' }),
      answer(other.sessionId, { questionId, optionId: 'no' }),
      answer(admin.sessionId, { questionId, optionId: 'no' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
  });
});

describe('answer rate limit', () => {
  it('limits answers per user per minute, not per address', async () => {
    await start({ rateLimits: { answersPerMinute: 2 } });
    const questions = [
      await publishedQuestion(t, admin.sessionId),
      await publishedQuestion(t, admin.sessionId),
      await publishedQuestion(t, admin.sessionId),
    ];
    expect((await answer(voter.sessionId, { questionId: questions[0], optionId: 'yes' })).statusCode).toBe(201);
    expect((await answer(voter.sessionId, { questionId: questions[1], optionId: 'yes' })).statusCode).toBe(201);
    const limited = await answer(voter.sessionId, { questionId: questions[2], optionId: 'yes' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many attempts. Please wait 1 minute and try again.', statusCode: 429 });
    expect(await t.eventStore.readStream(streams.answer(questions[2]!, voter.user.id))).toEqual([]);
    // Same address, another user: a budget of their own.
    const other = await signUp(t.app);
    expect((await answer(other.sessionId, { questionId: questions[2], optionId: 'no' })).statusCode).toBe(201);
  });
});
