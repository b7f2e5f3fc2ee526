import { streams, type LeaderboardEntry } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

const NOW = new Date('2026-11-22T10:00:00Z');

function resolve(questionId: string, correctOptionId: 'yes' | 'no') {
  return fx.append(streams.question(questionId), [
    { type: 'QuestionResolved', data: { questionId, correctOptionId, resolutionSummary: 'Settled', resolutionProofUrl: null } },
  ]);
}

function befriend(requesterId: string, receiverId: string, accepted = true) {
  const requestId = [requesterId, receiverId].sort().join('_');
  const data = { requestId, requesterId, receiverId };
  return fx.append(
    streams.friendship(requesterId, receiverId),
    [{ type: 'FriendRequested', data }, ...(accepted ? [{ type: 'FriendRequestAccepted' as const, data }] : [])],
    requesterId,
  );
}

const rankOf = (entries: LeaderboardEntry[]) => Object.fromEntries(entries.map((entry) => [entry.username, entry.rank]));

/**
 * Under crowd-brier-v1, each answer scored against the split just before it:
 * - ace answers all ten questions first (an even split), 9 right: 9 × 25 − 75 = 150 points over 10 answers, 7.5;
 * - lucky and twin each say Yes after ace on three questions that resolve Yes: right with a unanimous crowd, 0 points
 *   over 3 answers, a tie at 0;
 * - wrong says Yes with the crowd once (0), then No against a unanimous, right crowd three times (−100 each): −300;
 * - pending answered only an unresolved question (two days ago): unranked; fresh signed up but never answered.
 */
async function scriptedPlayers() {
  fx = await startQueryFixture({ now: NOW });
  const players = {
    ace: await fx.signUp('ace'),
    lucky: await fx.signUp('Lucky'),
    twin: await fx.signUp('twin'),
    pending: await fx.signUp('pending'),
    wrong: await fx.signUp('wrong'),
    fresh: await fx.signUp('fresh'),
  };
  const questions: string[] = [];
  for (let index = 0; index < 10; index++) questions.push(await fx.question());
  for (const questionId of questions) await fx.answer(players.ace.userId, questionId, 'yes');
  for (const questionId of questions.slice(0, 3)) await fx.answer(players.lucky.userId, questionId, 'yes');
  for (const questionId of questions.slice(3, 6)) await fx.answer(players.twin.userId, questionId, 'yes');
  await fx.answer(players.wrong.userId, questions[0]!, 'yes');
  for (const questionId of questions.slice(1, 4)) await fx.answer(players.wrong.userId, questionId, 'no');
  for (const [index, questionId] of questions.entries()) await resolve(questionId, index === 9 ? 'no' : 'yes');

  fx.setNow(new Date('2026-11-20T10:00:00Z'));
  const open = await fx.question();
  await fx.answer(players.pending.userId, open, 'no');
  fx.setNow(NOW);
  // Neither a draft nor a deleted question counts among the questions.
  await fx.question({ publish: false });
  const deleted = await fx.question();
  await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }]);
  return players;
}

describe('national leaderboard', () => {
  it('ranks by crowd-relative points over answers plus ten, shares ranks on ties and shows accuracy beside', async () => {
    const { wrong } = await scriptedPlayers();
    const response = await fx.get('/api/leaderboard?scope=national', wrong.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.scope).toBe('national');
    // pending has no resolved answer: unranked, and so not on the board.
    expect(rankOf(body.entries)).toEqual({ ace: 1, Lucky: 2, twin: 2, wrong: 4 });
    expect(body.entries[0]).toEqual({
      rank: 1,
      userId: expect.any(String),
      name: 'Name of ace',
      username: 'ace',
      isAdmin: false,
      points: 150,
      rankingScore: 7.5,
      scoringRule: 'crowd-brier-v1',
      accuracy: 90,
      resolvedAnswers: 9 + 1,
      totalAnswers: 10,
      streak: 1,
    });
    expect(body.entries.find((entry: LeaderboardEntry) => entry.username === 'Lucky')).toMatchObject({ points: 0, accuracy: 100, resolvedAnswers: 3, totalAnswers: 3 });
    expect(body.me).toMatchObject({ username: 'wrong', rank: 4, points: -300, accuracy: 25, resolvedAnswers: 4, totalAnswers: 4 });
  });

  it('shows a player with fewer than three resolved answers as unranked, not as a rank or 0%', async () => {
    const { pending } = await scriptedPlayers();

    const board = (await fx.get('/api/leaderboard', pending.cookie)).json();
    const { stats } = (await fx.get(`/api/users/${pending.userId}/stats`, pending.cookie)).json();

    expect(board.me).toMatchObject({ username: 'pending', rank: null, resolvedAnswers: 0, totalAnswers: 1 });
    expect(board.entries.map((entry: LeaderboardEntry) => entry.username)).not.toContain('pending');
    expect(stats).toMatchObject({ rank: null, nationalRank: null, points: 0, resolvedAnswers: 0, scoringRule: 'crowd-brier-v1' });
  });

  it('names the rule in force for a player none of whose answers is resolved yet, on the profile and the boards', async () => {
    fx = await startQueryFixture({ now: NOW });
    await fx.append(streams.scoringRules(), [{ type: 'ScoringRuleAdopted', data: { rule: 'accuracy-v0', previousRule: 'crowd-brier-v1' } }]);
    const newcomer = await fx.signUp('newcomer');
    const friend = await fx.signUp('friend');
    await fx.answer(newcomer.userId, await fx.question(), 'yes');
    await befriend(friend.userId, newcomer.userId);

    const { stats } = (await fx.get(`/api/users/${newcomer.userId}/stats`, newcomer.cookie)).json();
    const national = (await fx.get('/api/leaderboard', newcomer.cookie)).json();
    const friends = (await fx.get('/api/leaderboard?scope=friends', friend.cookie)).json();

    // They have no record yet to say which rule scores them: the one the operator adopted will.
    // Scored as that rule scores nothing: accuracy-v0's (0 + 1) / (0 + 2), where the record will start from.
    expect(stats).toMatchObject({ totalAnswers: 1, resolvedAnswers: 0, rank: null, scoringRule: 'accuracy-v0', rankingScore: 0.5 });
    expect(national.me).toMatchObject({ username: 'newcomer', rank: null, totalAnswers: 1, scoringRule: 'accuracy-v0' });
    expect(friends.entries).toEqual([expect.objectContaining({ username: 'newcomer', rank: null, scoringRule: 'accuracy-v0' })]);
  });

  it('gives the same rank as the profile statistics, in the list and for the caller beyond the limit', async () => {
    const players = await scriptedPlayers();
    const board = (await fx.get('/api/leaderboard', players.wrong.cookie)).json();
    for (const entry of board.entries as LeaderboardEntry[]) {
      const { stats } = (await fx.get(`/api/users/${entry.userId}/stats`, players.wrong.cookie)).json();
      expect(stats.rank, entry.username).toBe(entry.rank);
      expect(stats, entry.username).toMatchObject({ points: entry.points, rankingScore: entry.rankingScore });
    }

    const top = (await fx.get('/api/leaderboard?scope=national&limit=2', players.wrong.cookie)).json();
    expect(top.entries.map((entry: LeaderboardEntry) => entry.username)).toHaveLength(2);
    expect(top.entries[0].username).toBe('ace');
    const { stats } = (await fx.get(`/api/users/${players.wrong.userId}/stats`, players.wrong.cookie)).json();
    expect(top.me).toMatchObject({ username: 'wrong', rank: stats.rank });
    expect(top.me.rank).toBe(4);
  });

  it('summarises active predictors, the mean of their accuracies and the published questions', async () => {
    const { fresh } = await scriptedPlayers();
    const body = (await fx.get('/api/leaderboard?scope=national', fresh.cookie)).json();
    // Mean over the four with a resolved answer: (90% + 100% + 100% + 25%) / 4 = 78.75%.
    expect(body.summary).toEqual({ activePredictors: 5, averageAccuracy: 79, totalQuestions: 11 });
    // Before a first answer the caller has no entry.
    expect(body.me).toBeNull();
    expect(body.entries.map((entry: LeaderboardEntry) => entry.username)).not.toContain('fresh');
  });

  it('is empty, with zeros, before anyone answers', async () => {
    fx = await startQueryFixture({ now: NOW });
    const naledi = await fx.signUp('naledi');
    expect((await fx.get('/api/leaderboard', naledi.cookie)).json()).toEqual({
      scope: 'national',
      entries: [],
      summary: { activePredictors: 0, averageAccuracy: 0, totalQuestions: 0 },
      me: null,
    });
  });
  it('says which players are admins, so the lists can mark them', async () => {
    fx = await startQueryFixture({ now: NOW });
    const editor = await fx.signUp('editor', { admin: true });
    const naledi = await fx.signUp('naledi');
    // Three resolved answers each: both ranked.
    for (let index = 0; index < 3; index++) {
      const questionId = await fx.question();
      await fx.answer(editor.userId, questionId, 'yes');
      await fx.answer(naledi.userId, questionId, 'no');
      await resolve(questionId, 'yes');
    }
    const body = (await fx.get('/api/leaderboard', naledi.cookie)).json();
    expect(Object.fromEntries(body.entries.map((entry: LeaderboardEntry) => [entry.username, entry.isAdmin]))).toEqual({ editor: true, naledi: false });
    expect(body.me.isAdmin).toBe(false);
  });
});

describe('friends leaderboard', () => {
  it('ranks the caller and their accepted friends among themselves', async () => {
    const players = await scriptedPlayers();
    await befriend(players.wrong.userId, players.lucky.userId);
    await befriend(players.pending.userId, players.wrong.userId);
    await befriend(players.fresh.userId, players.wrong.userId);
    // Not yet accepted: not a friend.
    await befriend(players.wrong.userId, players.ace.userId, false);

    const body = (await fx.get('/api/leaderboard?scope=friends', players.wrong.cookie)).json();
    expect(body.scope).toBe('friends');
    // fresh is a friend but has never answered: nothing to rank.
    // pending is unranked: listed after the ranked friends, without a rank.
    expect(body.entries.map((entry: LeaderboardEntry) => [entry.username, entry.rank])).toEqual([
      ['Lucky', 1],
      ['wrong', 2],
      ['pending', null],
    ]);
    expect(body.me).toMatchObject({ username: 'wrong', rank: 2, accuracy: 25 });
    expect(body.summary.activePredictors).toBe(5);

    const limited = (await fx.get('/api/leaderboard?scope=friends&limit=1', players.wrong.cookie)).json();
    expect(limited.entries.map((entry: LeaderboardEntry) => entry.username)).toEqual(['Lucky']);
    expect(limited.me).toMatchObject({ username: 'wrong', rank: 2 });
  });

  it('gives a caller without friends no rank among friends, though it lists them with their record', async () => {
    const players = await scriptedPlayers();
    // Not yet accepted: still no friend.
    await befriend(players.ace.userId, players.lucky.userId, false);

    for (const url of ['/api/leaderboard?scope=friends', '/api/leaderboard?scope=friends&limit=1']) {
      const body = (await fx.get(url, players.ace.cookie)).json();
      // First of a group of one is no standing among friends: 'Among Friends' shows a dash, not #1.
      expect(body.me, url).toMatchObject({ username: 'ace', rank: null, points: 150, resolvedAnswers: 10 });
      expect(body.entries.map((entry: LeaderboardEntry) => [entry.username, entry.rank]), url).toEqual([['ace', null]]);
    }
    // The national rank is untouched.
    expect((await fx.get('/api/leaderboard', players.ace.cookie)).json().me).toMatchObject({ username: 'ace', rank: 1 });

    // With a first friend, the caller is ranked among them.
    await befriend(players.twin.userId, players.ace.userId);
    const befriended = (await fx.get('/api/leaderboard?scope=friends&limit=1', players.ace.cookie)).json();
    expect(befriended.me).toMatchObject({ username: 'ace', rank: 1 });
  });

  it('shares a rank between friends with equal records, and has no entry for a caller without answers', async () => {
    const players = await scriptedPlayers();
    await befriend(players.fresh.userId, players.lucky.userId);
    await befriend(players.twin.userId, players.fresh.userId);
    const body = (await fx.get('/api/leaderboard?scope=friends', players.fresh.cookie)).json();
    expect(rankOf(body.entries)).toEqual({ Lucky: 1, twin: 1 });
    expect(body.me).toBeNull();
  });
});

describe('monthly and topic leaderboards', () => {
  /**
   * Three questions on turnout resolved in October, three on Tshwane resolved in November. kagiso answers all six
   * first (an even split) and is right on every one; mpho follows on the November ones only and is wrong once.
   */
  async function seasons() {
    fx = await startQueryFixture({ now: new Date('2026-10-05T10:00:00Z') });
    const kagiso = await fx.signUp('kagiso');
    const mpho = await fx.signUp('mpho');
    const october: string[] = [];
    const november: string[] = [];
    for (let index = 0; index < 3; index++) {
      const questionId = await fx.question();
      await fx.append(streams.question(questionId), [{ type: 'QuestionTagsChanged', data: { questionId, tags: ['turnout'] } }]);
      await fx.answer(kagiso.userId, questionId, 'yes');
      october.push(questionId);
    }
    for (const questionId of october) await resolve(questionId, 'yes');
    fx.setNow(new Date('2026-11-10T10:00:00Z'));
    for (let index = 0; index < 3; index++) {
      const questionId = await fx.question();
      await fx.append(streams.question(questionId), [{ type: 'QuestionTagsChanged', data: { questionId, tags: ['tshwane'] } }]);
      await fx.answer(kagiso.userId, questionId, 'yes');
      await fx.answer(mpho.userId, questionId, index === 0 ? 'no' : 'yes');
      november.push(questionId);
    }
    for (const questionId of november) await resolve(questionId, 'yes');
    fx.setNow(NOW);
    return { kagiso, mpho };
  }

  it("ranks this month's resolutions by default, and any month asked for", async () => {
    const { kagiso, mpho } = await seasons();

    const thisMonth = (await fx.get('/api/leaderboard?scope=monthly', mpho.cookie)).json();
    expect(thisMonth).toMatchObject({ scope: 'monthly', month: '2026-11' });
    // kagiso: three right at an even split, 75 points; mpho: wrong after one Yes (−100), then right with it twice (0).
    expect(thisMonth.entries.map((entry: LeaderboardEntry) => [entry.username, entry.rank, entry.points, entry.resolvedAnswers])).toEqual([
      ['kagiso', 1, 75, 3],
      ['mpho', 2, -100, 3],
    ]);
    expect(thisMonth.me).toMatchObject({ username: 'mpho', rank: 2, accuracy: 67, totalAnswers: 3 });

    const october = (await fx.get('/api/leaderboard?scope=monthly&month=2026-10', mpho.cookie)).json();
    expect(october.entries.map((entry: LeaderboardEntry) => entry.username)).toEqual(['kagiso']);
    expect(october.entries[0]).toMatchObject({ points: 75, resolvedAnswers: 3, totalAnswers: 6 });
    // mpho had nothing resolved in October: no record, so no entry.
    expect(october.me).toBeNull();
    expect((await fx.get('/api/leaderboard', kagiso.cookie)).json().entries[0]).toMatchObject({ username: 'kagiso', points: 150, resolvedAnswers: 6 });
  });

  it("ranks a research topic's answers, its name written as people type it", async () => {
    const { kagiso } = await seasons();

    const tshwane = (await fx.get('/api/leaderboard?scope=tag&tag=%20Tshwane%20', kagiso.cookie)).json();

    expect(tshwane).toMatchObject({ scope: 'tag', tag: 'tshwane' });
    expect(tshwane.entries.map((entry: LeaderboardEntry) => [entry.username, entry.rank])).toEqual([
      ['kagiso', 1],
      ['mpho', 2],
    ]);
    const turnout = (await fx.get('/api/leaderboard?scope=tag&tag=turnout', kagiso.cookie)).json();
    expect(turnout.entries.map((entry: LeaderboardEntry) => entry.username)).toEqual(['kagiso']);
    expect((await fx.get('/api/leaderboard?scope=tag&tag=nowhere', kagiso.cookie)).json()).toMatchObject({ entries: [], me: null });
  });

  it('lists the topics that have boards, the one with the most questions first, and none that no public question carries', async () => {
    const { kagiso } = await seasons();
    const tagged = async (tags: string[], options: { publish?: boolean } = {}) => {
      const questionId = await fx.question(options);
      await fx.append(streams.question(questionId), [{ type: 'QuestionTagsChanged', data: { questionId, tags } }]);
    };
    await tagged(['turnout', 'iec']);
    // A draft's topic, and an official's, have no answers to rank.
    await tagged(['draft only'], { publish: false });
    await fx.append(streams.researchOfficial('o-1'), [
      { type: 'OfficialCreated', data: { officialId: 'o-1', name: 'An Official', title: 'Office', bio: 'Profile.', avatar: null, tags: ['home affairs'] } },
    ]);

    const response = await fx.get('/api/leaderboard/topics', kagiso.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { tag: 'turnout', questionCount: 4 },
      { tag: 'tshwane', questionCount: 3 },
      { tag: 'iec', questionCount: 1 },
    ]);
    // Signed in only, as the boards are.
    expect((await fx.get('/api/leaderboard/topics')).statusCode).toBe(401);
  });
});

describe('leaderboard requests', () => {
  it('counts the day streak in South African days, on the board and in the statistics alike', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-19T22:30:00Z') });
    const owl = await fx.signUp('night_owl');
    // 00:30 in Johannesburg on 20 and 21 November, though still the 19th and 20th in UTC.
    await fx.answer(owl.userId, await fx.question(), 'yes');
    fx.setNow(new Date('2026-11-20T22:30:00Z'));
    await fx.answer(owl.userId, await fx.question(), 'yes');
    // 23:30 on 22 November in Johannesburg: yesterday had an answer, so the streak holds (in UTC it would be broken).
    fx.setNow(new Date('2026-11-22T21:30:00Z'));
    const board = (await fx.get('/api/leaderboard', owl.cookie)).json();
    expect(board.me).toMatchObject({ username: 'night_owl', streak: 2 });
    expect((await fx.get(`/api/users/${owl.userId}/stats`, owl.cookie)).json().stats.streak).toBe(2);
    // The 22nd had a question, which someone else answered and the owl did not: past midnight in Johannesburg a
    // whole day of answering has gone by without theirs.
    fx.setNow(new Date('2026-11-22T10:00:00Z'));
    await fx.answer((await fx.signUp('early_bird')).userId, await fx.question(), 'no');
    fx.setNow(new Date('2026-11-22T22:30:00Z'));
    expect((await fx.get('/api/leaderboard', owl.cookie)).json().me.streak).toBe(0);
  });

  it('needs sign-in', async () => {
    fx = await startQueryFixture({ now: NOW });
    for (const url of ['/api/leaderboard', '/api/leaderboard?scope=national', '/api/leaderboard?scope=friends']) {
      const response = await fx.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it.each([
    ['scope=world', 'scope must be national, friends, monthly or tag'],
    ['scope=national&scope=friends', 'scope must be national, friends, monthly or tag'],
    ['scope=tag', 'scope=tag needs a tag'],
    ['scope=monthly&month=2026-13', 'month must be a month such as 2026-11'],
    ['scope=monthly&month=November', 'month must be a month such as 2026-11'],
    ['scope=monthly&month=2026-11&month=2026-10', 'month must be a month such as 2026-11'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a number'],
    ['limit=2.5', 'limit must be a whole number'],
  ])('answers 400 to %s', async (query, message) => {
    fx = await startQueryFixture({ now: NOW });
    const naledi = await fx.signUp('naledi');
    const response = await fx.get(`/api/leaderboard?${query}`, naledi.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});
