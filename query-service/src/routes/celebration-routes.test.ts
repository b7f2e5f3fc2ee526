import { PROJECTOR_CURSORS, QUESTION_WIDE_CURSOR_ID, ReadModel, streams, type PendingCelebration, type QuestionDocument } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

async function resolve(questionId: string, correctOptionId: 'yes' | 'no') {
  await fx.append(
    streams.question(questionId),
    [{ type: 'QuestionResolved', data: { questionId, correctOptionId, resolutionSummary: 'As announced by the IEC.', resolutionProofUrl: null } }],
    null,
  );
}

async function seen(userId: string, celebrationId: string) {
  await fx.append(streams.celebrations(userId), [{ type: 'CelebrationSeen', data: { userId, celebrationId } }], userId);
}

async function pending(cookie: string): Promise<PendingCelebration[]> {
  const response = await fx.get('/api/me/celebrations', cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ celebrations: PendingCelebration[] }>().celebrations;
}

describe('GET /api/me/celebrations', () => {
  it('tells the right answerer they called it and the wrong one plainly what the answer was, each once', async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    const questionId = await fx.question({ text: 'Will turnout pass 60%?' });
    await fx.answer(thandi.userId, questionId, 'yes');
    await fx.answer(sipho.userId, questionId, 'no');
    expect(await pending(thandi.cookie)).toEqual([]);

    await resolve(questionId, 'yes');

    const [right] = await pending(thandi.cookie);
    expect(right).toMatchObject({
      type: 'correct_answer',
      questionId,
      questionText: 'Will turnout pass 60%?',
      pickedOptionText: 'Yes',
      correctOptionText: 'Yes',
    });
    expect(await pending(sipho.cookie)).toMatchObject([
      { type: 'wrong_answer', questionText: 'Will turnout pass 60%?', pickedOptionText: 'No', correctOptionText: 'Yes' },
    ]);

    await seen(thandi.userId, right!.id);
    expect(await pending(thandi.cookie)).toEqual([]);
    expect(await pending(sipho.cookie)).toHaveLength(1);

    // A correction turns both results around: each is news again, under the correction's own id.
    await fx.append(
      streams.question(questionId),
      [{ type: 'QuestionResolutionCorrected', data: { questionId, correctOptionId: 'no', resolutionSummary: 'Recounted.', resolutionProofUrl: null } }],
      null,
    );
    const [corrected] = await pending(thandi.cookie);
    expect(corrected).toMatchObject({ type: 'wrong_answer', pickedOptionText: 'Yes', correctOptionText: 'No' });
    expect(corrected!.id).not.toBe(right!.id);
    expect(await pending(sipho.cookie)).toMatchObject([{ type: 'correct_answer', pickedOptionText: 'No' }]);
  });

  it('tells nothing of a resolution, a milestone or a rank while the projector is part-way through a resolution', async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    // Five right answers: a rank and a milestone (it takes five resolved answers) come with the fifth.
    const questions = [await fx.question(), await fx.question(), await fx.question(), await fx.question(), await fx.question()];
    for (const questionId of questions) {
      await fx.answer(thandi.userId, questionId, 'yes');
      await resolve(questionId, 'yes');
    }
    const last = questions[4]!;
    const told = await pending(thandi.cookie);
    expect(told.map((item) => item.type)).toEqual([...Array<string>(5).fill('correct_answer'), 'accuracy_boost', 'rank_up']);

    // The read models as a resolution projected a page at a time leaves them between two pages: Thandi's record
    // moved, while the question still reads as before its resolution and the projector's cursor is kept.
    const { resolutions: _resolutions, lastResolutionAt: _lastResolutionAt, ...question } = (await fx.readStore.get<QuestionDocument>(ReadModel.questions, last))!;
    await fx.readStore.commit({
      writes: [
        { kind: 'put', collection: ReadModel.questions, doc: { ...question, isResolved: false, correctOptionId: null, resolvedAt: null } },
        { kind: 'put', collection: PROJECTOR_CURSORS, doc: { id: QUESTION_WIDE_CURSOR_ID, position: 1, after: '', answersPerPage: 1, merged: {} } },
      ],
    });
    expect((await pending(thandi.cookie)).map((item) => item.type)).toEqual(Array<string>(4).fill('correct_answer'));
  });

  it('celebrates a new friend for the one whose request was accepted, not for the one who accepted it', async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    const pair = { requestId: [thandi.userId, sipho.userId].sort().join('_'), requesterId: thandi.userId, receiverId: sipho.userId };
    await fx.append(streams.friendship(thandi.userId, sipho.userId), [{ type: 'FriendRequested', data: pair }], thandi.userId);
    expect(await pending(thandi.cookie)).toEqual([]);
    await fx.append(streams.friendship(thandi.userId, sipho.userId), [{ type: 'FriendRequestAccepted', data: pair }], sipho.userId);

    expect(await pending(thandi.cookie)).toMatchObject([{ type: 'new_friend', friend: { id: sipho.userId, username: 'sipho' } }]);
    // Sipho accepted it himself, and the app said so as he did.
    expect(await pending(sipho.cookie)).toEqual([]);
  });

  it('celebrates the first rank, then only a better one than the best shown', async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    const rival = await fx.signUp('rival');
    const questions = [await fx.question(), await fx.question(), await fx.question()];
    for (const questionId of questions) {
      await fx.answer(rival.userId, questionId, 'yes');
      await fx.answer(thandi.userId, questionId, 'no');
      await resolve(questionId, 'yes');
    }
    const ranks = (list: PendingCelebration[]) => list.filter((item) => item.type === 'rank_up');
    expect(ranks(await pending(thandi.cookie))).toEqual([{ type: 'rank_up', id: 'rank_up:2', rank: 2, previousRank: null }]);
    await seen(thandi.userId, 'rank_up:2');
    expect(ranks(await pending(thandi.cookie))).toEqual([]);

    // Three bold right calls against the crowd lift Thandi above her rival.
    const later = [await fx.question(), await fx.question(), await fx.question()];
    for (const questionId of later) {
      await fx.answer(rival.userId, questionId, 'yes');
      await fx.answer(thandi.userId, questionId, 'no');
      await resolve(questionId, 'no');
    }
    await fx.answer(rival.userId, await fx.question(), 'yes');
    expect(ranks(await pending(thandi.cookie))).toEqual([{ type: 'rank_up', id: 'rank_up:1', rank: 1, previousRank: 2 }]);
  });

  it('cheers no climb that others made (a player above deleting their account), until a result of their own', async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    const rival = await fx.signUp('rival');
    for (const questionId of [await fx.question(), await fx.question(), await fx.question()]) {
      await fx.answer(rival.userId, questionId, 'yes');
      await fx.answer(thandi.userId, questionId, 'no');
      await resolve(questionId, 'yes');
    }
    const ranks = (list: PendingCelebration[]) => list.filter((item) => item.type === 'rank_up');
    const told = await pending(thandi.cookie);
    expect(ranks(told)).toEqual([{ type: 'rank_up', id: 'rank_up:2', rank: 2, previousRank: null }]);
    for (const item of told) await seen(thandi.userId, item.id);

    await fx.append(streams.user(rival.userId), [{ type: 'UserDeleted', data: { userId: rival.userId, username: 'rival' } }]);
    expect(await pending(thandi.cookie)).toEqual([]);

    const next = await fx.question();
    await fx.answer(thandi.userId, next, 'no');
    await resolve(next, 'yes');
    expect(ranks(await pending(thandi.cookie))).toEqual([{ type: 'rank_up', id: 'rank_up:1', rank: 1, previousRank: 2 }]);
  });

  it('celebrates an accuracy milestone once five answers are resolved, and only a higher one after it', async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    for (const [index, outcome] of (['yes', 'yes', 'yes', 'no'] as const).entries()) {
      const questionId = await fx.question();
      await fx.answer(thandi.userId, questionId, 'yes');
      await resolve(questionId, outcome);
      // 3 of 4 right is 75%, but four answers are too few to count.
      if (index === 3) expect((await pending(thandi.cookie)).some((item) => item.type === 'accuracy_boost')).toBe(false);
    }
    const fifth = await fx.question();
    await fx.answer(thandi.userId, fifth, 'yes');
    await resolve(fifth, 'yes');
    const boosts = (list: PendingCelebration[]) => list.filter((item) => item.type === 'accuracy_boost');
    expect(boosts(await pending(thandi.cookie))).toEqual([
      { type: 'accuracy_boost', id: 'accuracy_boost:80', milestone: 80, accuracy: 80, resolvedAnswers: 5 },
    ]);
    await seen(thandi.userId, 'accuracy_boost:80');
    expect(boosts(await pending(thandi.cookie))).toEqual([]);
  });

  it('tells a milestone with a right call only, never after wrong calls that brought the record down to it', async () => {
    fx = await startQueryFixture();
    const thandi = await fx.signUp('thandi');
    const boosts = async () => (await pending(thandi.cookie)).filter((item) => item.type === 'accuracy_boost');
    // Three right, seen at the time (four answers are too few for a milestone).
    for (const outcome of ['yes', 'yes', 'yes'] as const) {
      const questionId = await fx.question();
      await fx.answer(thandi.userId, questionId, 'yes');
      await resolve(questionId, outcome);
    }
    for (const item of await pending(thandi.cookie)) await seen(thandi.userId, item.id);
    // Then two wrong: three of five is 60%, reached by falling from 100%.
    for (const outcome of ['no', 'no'] as const) {
      const questionId = await fx.question();
      await fx.answer(thandi.userId, questionId, 'yes');
      await resolve(questionId, outcome);
    }
    expect((await pending(thandi.cookie)).map((item) => item.type)).toEqual(['wrong_answer', 'wrong_answer']);
    // A right call next: four of six is 67%, and the 60% milestone is told with it.
    const sixth = await fx.question();
    await fx.answer(thandi.userId, sixth, 'yes');
    await resolve(sixth, 'yes');
    expect(await boosts()).toEqual([{ type: 'accuracy_boost', id: 'accuracy_boost:60', milestone: 60, accuracy: 67, resolvedAnswers: 6 }]);
  });

  it('lets results older than a week go untold', async () => {
    const start = new Date('2025-04-01T10:00:00Z');
    fx = await startQueryFixture({ now: start });
    const thandi = await fx.signUp('thandi');
    const questionId = await fx.question();
    await fx.answer(thandi.userId, questionId, 'yes');
    await resolve(questionId, 'yes');
    fx.setNow(new Date('2025-04-09T10:00:00Z'));
    expect((await pending(thandi.cookie)).filter((item) => item.type === 'correct_answer')).toEqual([]);
  });

  it("tells results and new friends together, oldest first, and nothing of a question deleted since", async () => {
    fx = await startQueryFixture({ now: new Date('2025-04-01T10:00:00Z') });
    const hour = (n: number) => fx.setNow(new Date(Date.parse('2025-04-01T10:00:00Z') + n * 3_600_000));
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    const [first, deleted, last] = [await fx.question({ text: 'First?' }), await fx.question({ text: 'Deleted?' }), await fx.question({ text: 'Last?' })];
    for (const questionId of [first, deleted, last]) await fx.answer(thandi.userId, questionId, 'yes');
    hour(1);
    await resolve(first, 'yes');
    hour(2);
    await resolve(deleted, 'no');
    const pair = { requestId: [thandi.userId, sipho.userId].sort().join('_'), requesterId: thandi.userId, receiverId: sipho.userId };
    await fx.append(streams.friendship(thandi.userId, sipho.userId), [{ type: 'FriendRequested', data: pair }], thandi.userId);
    hour(3);
    await fx.append(streams.friendship(thandi.userId, sipho.userId), [{ type: 'FriendRequestAccepted', data: pair }], sipho.userId);
    hour(4);
    await resolve(last, 'no');
    await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }], null);

    expect((await pending(thandi.cookie)).map((item) => ('questionText' in item ? item.questionText : item.type))).toEqual([
      'First?',
      'new_friend',
      'Last?',
    ]);
  });

  it('asks a visitor to sign in', async () => {
    fx = await startQueryFixture();
    const response = await fx.get('/api/me/celebrations');
    expect(response.statusCode).toBe(401);
  });
});
