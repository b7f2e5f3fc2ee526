import { ReadModel, streams, type UserDocument, UserQueries } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('users', () => {
  it('shows a user their own contact details and others only the public profile', async () => {
    fx = await startQueryFixture();
    const naledi = await fx.signUp('naledi');
    const pieter = await fx.signUp('pieter');

    const me = await fx.get('/api/auth/me', naledi.cookie);
    expect(me.json()).toMatchObject({ id: naledi.userId, username: 'naledi', email: 'naledi@example.org', isAdmin: false, emailNotifications: false });
    const self = (await fx.get(`/api/users/${naledi.userId}`, naledi.cookie)).json();
    expect(self.phoneNumber).toBe('+27821234567');
    const other = (await fx.get(`/api/users/${pieter.userId}`, naledi.cookie)).json();
    expect(other).toEqual({ id: pieter.userId, name: 'Name of pieter', username: 'pieter', joinDate: expect.any(String), isAdmin: false });

    // A session whose account the read models do not show yet (a sign-up read without its position): a 404, as declared.
    const early = await fx.get('/api/auth/me', (await fx.sessionFor('not-projected-yet')).cookie);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({ error: 'We could not find that user', statusCode: 404 });
    expect(UserQueries.me.errors).toContain(404);

    const visitor = await fx.get('/api/auth/me');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toBeNull();
    expect((await fx.get(`/api/users/${pieter.userId}`)).statusCode).toBe(401);
    expect((await fx.get('/api/users/nobody', naledi.cookie)).statusCode).toBe(404);
    // Past 100 characters the route still answers, in its own words, rather than the pages' "No such route".
    const tooLong = await fx.get(`/api/users/${'x'.repeat(101)}`, naledi.cookie);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'That id is too long', statusCode: 400 });
  });
});

describe('a user read model written before email confirmation existed', () => {
  it('reads as unconfirmed, to its owner and in their profile, until the rebuild writes it anew', async () => {
    fx = await startQueryFixture();
    const naledi = await fx.signUp('naledi');
    expect((await fx.get('/api/auth/me', naledi.cookie)).json()).toMatchObject({ emailConfirmed: false });
    const { emailConfirmed: _left, ...asWrittenBefore } = (await fx.readStore.get<UserDocument>(ReadModel.users, naledi.userId))!;
    await fx.readStore.commit({ writes: [{ kind: 'put', collection: ReadModel.users, doc: asWrittenBefore }] });
    const me = await fx.get('/api/auth/me', naledi.cookie);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: naledi.userId, email: 'naledi@example.org', emailConfirmed: false });
    expect((await fx.get(`/api/users/${naledi.userId}`, naledi.cookie)).json()).toMatchObject({ emailConfirmed: false });
  });
});

describe('stats', () => {
  it('counts answers, accuracy over resolved answers, the national rank and the day streak', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    fx = await startQueryFixture({ now });
    const ace = await fx.signUp('ace');
    const lucky = await fx.signUp('lucky');
    const fresh = await fx.signUp('fresh');

    // ace answers first on three consecutive days and gets three of three right; lucky gets one wrong.
    const questions: string[] = [];
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      fx.setNow(new Date(`${day}T10:00:00Z`));
      const questionId = await fx.question();
      questions.push(questionId);
      await fx.answer(ace.userId, questionId, 'yes');
      // lucky answered only on the first day: no streak left two days later.
      if (day === '2026-11-20') await fx.answer(lucky.userId, questionId, 'no');
    }
    fx.setNow(now);
    for (const questionId of questions) {
      await fx.append(streams.question(questionId), [{ type: 'QuestionResolved', data: { questionId, correctOptionId: 'yes', resolutionSummary: 'Yes', resolutionProofUrl: null } }]);
    }

    const aceStats = (await fx.get(`/api/users/${ace.userId}/stats`, lucky.cookie)).json().stats;
    // Right three times against an even split (nobody had answered): 25 points each, over 3 + 10.
    expect(aceStats).toEqual({
      totalAnswers: 3,
      resolvedAnswers: 3,
      correctAnswers: 3,
      accuracy: 100,
      accuracyThisMonth: 100,
      points: 75,
      rankingScore: 75 / 13,
      scoringRule: 'crowd-brier-v1',
      rank: 1,
      nationalRank: 1,
      streak: 3,
      answeredToday: true,
    });
    // One resolved answer is too few to rank: no rank rather than a last place.
    const luckyStats = (await fx.get(`/api/users/${lucky.userId}/stats`, lucky.cookie)).json().stats;
    expect(luckyStats).toMatchObject({ totalAnswers: 1, accuracy: 0, points: -100, rank: null, nationalRank: null, streak: 0, answeredToday: false });
    const freshStats = (await fx.get(`/api/users/${fresh.userId}/stats`, fresh.cookie)).json().stats;
    expect(freshStats).toMatchObject({ totalAnswers: 0, rank: null });
    expect((await fx.get(`/api/users/${ace.userId}/stats`)).statusCode).toBe(401);
  });
});

describe('the day streak', () => {
  it('holds over a day on which no question was asked, and breaks over a day whose question the player missed', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-24T10:00:00Z') });
    const steady = await fx.signUp('steady');
    const other = await fx.signUp('other');
    // Questions on the 20th, 21st, 23rd and 24th; none on the 22nd. steady answers each; other misses the 21st.
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24']) {
      fx.setNow(new Date(`${day}T10:00:00Z`));
      const questionId = await fx.question();
      await fx.answer(steady.userId, questionId, 'yes');
      if (day !== '2026-11-21') await fx.answer(other.userId, questionId, 'no');
    }
    const streakOf = async (userId: string) => (await fx.get(`/api/users/${userId}/stats`, steady.cookie)).json().stats.streak;
    expect(await streakOf(steady.userId)).toBe(4);
    expect(await streakOf(other.userId)).toBe(2);
    const board = (await fx.get('/api/leaderboard', steady.cookie)).json();
    expect(board.me).toMatchObject({ userId: steady.userId, streak: 4 });
  });
});

describe('accuracy this month', () => {
  it('counts only answers resolved in the current South African month, the rest in the overall accuracy', async () => {
    fx = await startQueryFixture({ now: new Date('2026-10-25T10:00:00Z') });
    const { userId, cookie } = await fx.signUp('thandi');
    const resolve = (questionId: string) =>
      fx.append(streams.question(questionId), [
        { type: 'QuestionResolved', data: { questionId, correctOptionId: 'yes', resolutionSummary: 'Yes', resolutionProofUrl: null } },
      ]);
    const [right, wrong, late] = [await fx.question(), await fx.question(), await fx.question()];
    await fx.answer(userId, right, 'yes');
    await fx.answer(userId, wrong, 'no');
    await fx.answer(userId, late, 'no');
    // Two resolutions in October, one right; the third at 22:30 UTC on 31 October, already 1 November in Johannesburg.
    await resolve(right);
    await resolve(wrong);
    fx.setNow(new Date('2026-10-31T22:30:00Z'));
    await resolve(late);
    fx.setNow(new Date('2026-11-10T10:00:00Z'));

    const { stats } = (await fx.get(`/api/users/${userId}/stats`, cookie)).json();
    expect(stats).toMatchObject({ resolvedAnswers: 3, correctAnswers: 1, accuracy: 33, accuracyThisMonth: 0 });
    fx.setNow(new Date('2026-10-31T21:59:00Z'));
    expect((await fx.get(`/api/users/${userId}/stats`, cookie)).json().stats.accuracyThisMonth).toBe(50);
    // December: nothing of theirs resolved yet this month, which is no accuracy at all rather than 0%.
    fx.setNow(new Date('2026-12-02T10:00:00Z'));
    expect((await fx.get(`/api/users/${userId}/stats`, cookie)).json().stats).toMatchObject({ accuracy: 33, accuracyThisMonth: null });
  });
});

describe('history and own answers', () => {
  it('pages through all of a player\'s answers, newest first, none skipped or shown twice where two share a moment', async () => {
    fx = await startQueryFixture();
    const lindiwe = await fx.signUp('lindiwe');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      // Questions 2 and 3 answered in the same millisecond: a page may end between them.
      fx.setNow(new Date(Date.UTC(2026, 10, 10 + (i === 3 ? 2 : i), 10)));
      const questionId = await fx.question({ text: `Question ${i}` });
      ids.push(questionId);
      await fx.answer(lindiwe.userId, questionId, 'yes');
    }
    const page = async (query: string) =>
      ((await fx.get(`/api/users/${lindiwe.userId}/history?${query}`, lindiwe.cookie)).json().history as Array<{ questionText: string; submittedAt: string; questionId: string }>);
    const after = (item: { submittedAt: string; questionId: string }) => new URLSearchParams({ before: item.submittedAt, beforeId: item.questionId }).toString();

    const seen: string[] = [];
    let query = 'limit=2';
    for (;;) {
      const items = await page(query);
      seen.push(...items.map((item) => item.questionText));
      if (items.length < 2) break;
      query = `limit=2&${after(items.at(-1)!)}`;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 3)).toEqual(['Question 6', 'Question 5', 'Question 4']);
    expect(seen.slice(3, 5).sort()).toEqual(['Question 2', 'Question 3']);
    expect(seen.slice(5)).toEqual(['Question 1', 'Question 0']);

    // A page's start in the product's words when it is not one.
    const refused = await fx.get(`/api/users/${lindiwe.userId}/history?beforeId=${ids[3]}`, lindiwe.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('beforeId needs before');
    expect((await fx.get(`/api/users/${lindiwe.userId}/history?before=yesterday`, lindiwe.cookie)).json().error).toContain(
      'before must be an ISO date-time',
    );
  });

  it('lists a user their latest answers with pending, correct and incorrect markers, to them only', async () => {
    fx = await startQueryFixture();
    const zanele = await fx.signUp('zanele');
    const other = await fx.signUp('other');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      fx.setNow(new Date(Date.UTC(2026, 10, 10 + i, 10)));
      const questionId = await fx.question({ text: `Question ${i}` });
      ids.push(questionId);
      await fx.answer(zanele.userId, questionId, i % 2 === 0 ? 'yes' : 'no');
    }
    await fx.append(streams.question(ids[6]!), [{ type: 'QuestionResolved', data: { questionId: ids[6]!, correctOptionId: 'yes', resolutionSummary: 'Yes', resolutionProofUrl: null } }]);
    await fx.append(streams.question(ids[5]!), [{ type: 'QuestionResolved', data: { questionId: ids[5]!, correctOptionId: 'yes', resolutionSummary: 'Yes', resolutionProofUrl: null } }]);

    const { history } = (await fx.get(`/api/users/${zanele.userId}/history`, zanele.cookie)).json();
    expect(history).toHaveLength(5);
    expect(history.map((item: { questionText: string }) => item.questionText)).toEqual(['Question 6', 'Question 5', 'Question 4', 'Question 3', 'Question 2']);
    expect(history[0]).toMatchObject({ selectedOption: 'Yes', isPending: false, isCorrect: true, correctOptionId: 'yes' });
    expect(history[1]).toMatchObject({ selectedOption: 'No', isPending: false, isCorrect: false, correctOptionId: 'yes' });
    // Each resolved answer's points, which the profile's are made of: a gain for the right one, a loss for the wrong.
    expect(history[0].points).toBeGreaterThan(0);
    expect(history[1].points).toBeLessThan(0);
    const { stats } = (await fx.get(`/api/users/${zanele.userId}/stats`, zanele.cookie)).json();
    expect(stats.points).not.toBe(0);
    expect(history[0].points + history[1].points).toBeCloseTo(stats.points, 1);
    // How the nation split, as the shared card tells it: Zanele's Yes to Question 4 beside two others' No.
    await fx.answer(other.userId, ids[4]!, 'no');
    await fx.answer((await fx.signUp('third')).userId, ids[4]!, 'no');
    const [, , split] = (await fx.get(`/api/users/${zanele.userId}/history`, zanele.cookie)).json().history;
    expect(split.results).toEqual([
      { optionId: 'yes', text: 'Yes', votes: 1, percentage: 33 },
      { optionId: 'no', text: 'No', votes: 2, percentage: 67 },
    ]);
    // Not resolved: nothing to tell of the answer yet, in a shared card either.
    expect(history[2]).toMatchObject({ isPending: true, isCorrect: null, correctOptionId: null, points: null });
    // Each question's 'Day N', a day apart as the questions were.
    const days = history.map((item: { dayNumber: number }) => item.dayNumber);
    expect(days).toEqual([days[0], days[0] - 1, days[0] - 2, days[0] - 3, days[0] - 4]);
    expect(days[0]).toBeGreaterThan(0);
    expect((await fx.get(`/api/users/${zanele.userId}/history?limit=10`, zanele.cookie)).json().history).toHaveLength(7);

    expect((await fx.get(`/api/users/${zanele.userId}/history`, other.cookie)).statusCode).toBe(403);
    expect((await fx.get(`/api/users/${zanele.userId}/history?limit=-1`, zanele.cookie)).statusCode).toBe(400);

    const answer = await fx.get(`/api/users/${zanele.userId}/answers/${ids[0]}`, zanele.cookie);
    expect(answer.json()).toEqual({
      answer: { questionId: ids[0], optionId: 'yes', submittedAt: '2026-11-10T10:00:00.000Z', points: null, scoringRule: null, crowdBefore: { yes: 0, total: 0 } },
    });
    // A resolved question's answer read back carries what it earned or cost (the same figure as the profile's list),
    // the rule and the split it was worked out from: the first to answer, Zanele met an even crowd.
    const readBack = async (questionId: string) => (await fx.get(`/api/users/${zanele.userId}/answers/${questionId}`, zanele.cookie)).json().answer;
    expect(await readBack(ids[6]!)).toMatchObject({ optionId: 'yes', points: 25, scoringRule: 'crowd-brier-v1', crowdBefore: { yes: 0, total: 0 } });
    expect(await readBack(ids[5]!)).toMatchObject({ optionId: 'no', points: -75, scoringRule: 'crowd-brier-v1' });
    expect([history[0].points, history[1].points]).toEqual([25, -75]);
    // A correction turns the right call wrong, and the points read back with it.
    await fx.append(streams.question(ids[6]!), [
      { type: 'QuestionResolutionCorrected', data: { questionId: ids[6]!, correctOptionId: 'no', resolutionSummary: 'No after all', resolutionProofUrl: null } },
    ]);
    expect(await readBack(ids[6]!)).toMatchObject({ optionId: 'yes', points: -75, scoringRule: 'crowd-brier-v1' });
    // Against the split as it stood: Question 4 had Zanele's Yes before the other two said No.
    expect((await fx.get(`/api/users/${other.userId}/answers/${ids[4]}`, other.cookie)).json().answer.crowdBefore).toEqual({ yes: 1, total: 1 });
    expect((await fx.get(`/api/users/${other.userId}/answers/${ids[0]}`, other.cookie)).statusCode).toBe(404);
    expect((await fx.get(`/api/users/${zanele.userId}/answers/${ids[0]}`, other.cookie)).statusCode).toBe(403);
  });

  it('tells a player their picks among a page of questions in one read, leaving out those they did not answer', async () => {
    fx = await startQueryFixture();
    const zanele = await fx.signUp('zanele');
    const other = await fx.signUp('other');
    const yes = await fx.question({ text: 'Answered Yes?' });
    const no = await fx.question({ text: 'Answered No?' });
    const skipped = await fx.question({ text: 'Not answered?' });
    await fx.answer(zanele.userId, yes, 'yes');
    await fx.answer(zanele.userId, no, 'no');
    await fx.answer(other.userId, skipped, 'yes');

    const picks = await fx.get(`/api/users/${zanele.userId}/picks?questionIds=${[yes, no, skipped, 'no-such-question', yes].join(',')}`, zanele.cookie);
    expect(picks.statusCode, picks.body).toBe(200);
    expect(picks.json().picks).toEqual(
      expect.arrayContaining([
        { questionId: yes, optionId: 'yes' },
        { questionId: no, optionId: 'no' },
      ]),
    );
    expect(picks.json().picks).toHaveLength(2);

    // Another's picks are theirs alone; a list that names nothing, or too much, is said to be wrong.
    expect((await fx.get(`/api/users/${zanele.userId}/picks?questionIds=${yes}`, other.cookie)).statusCode).toBe(403);
    expect((await fx.get(`/api/users/${zanele.userId}/picks?questionIds=${yes}`)).statusCode).toBe(401);
    const empty = await fx.get(`/api/users/${zanele.userId}/picks?questionIds=,`, zanele.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('questionIds must name at least one question');
    const tooMany = Array.from({ length: 101 }, (_, i) => `q${i}`).join(',');
    const refused = await fx.get(`/api/users/${zanele.userId}/picks?questionIds=${tooMany}`, zanele.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('questionIds may name at most 100 questions');
    expect((await fx.get(`/api/users/${zanele.userId}/picks`, zanele.cookie)).statusCode).toBe(400);
    const spaced = await fx.get(`/api/users/${zanele.userId}/picks?questionIds=${yes}%20${no}`, zanele.cookie);
    expect(spaced.json()).toEqual({ error: 'A question id in questionIds has no commas or spaces', statusCode: 400 });
    const long = await fx.get(`/api/users/${zanele.userId}/picks?questionIds=${'x'.repeat(4_001)}`, zanele.cookie);
    expect(long.json()).toEqual({ error: 'questionIds is too long: at most 100 question ids', statusCode: 400 });
  });
});
