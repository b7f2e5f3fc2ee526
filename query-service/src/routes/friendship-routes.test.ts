import {
  FRIEND_COMMENTS_SHOWN,
  FriendActivityResponse,
  friendRequestId,
  FriendRequestsResponse,
  FriendsResponse,
  streams,
  UserSearchResponse,
} from '@iec-bets/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

type Signed = Awaited<ReturnType<QueryFixture['signUp']>>;

/** Appends the pair's friendship events as the command side would. */
const friendship = {
  requested: (from: Signed, to: Signed) =>
    fx.append(streams.friendship(from.userId, to.userId), [
      { type: 'FriendRequested', data: { requestId: friendRequestId(from.userId, to.userId), requesterId: from.userId, receiverId: to.userId } },
    ], from.userId),
  accepted: (from: Signed, to: Signed) =>
    fx.append(streams.friendship(from.userId, to.userId), [
      { type: 'FriendRequestAccepted', data: { requestId: friendRequestId(from.userId, to.userId), requesterId: from.userId, receiverId: to.userId } },
    ], to.userId),
  rejected: (from: Signed, to: Signed) =>
    fx.append(streams.friendship(from.userId, to.userId), [
      { type: 'FriendRequestRejected', data: { requestId: friendRequestId(from.userId, to.userId), requesterId: from.userId, receiverId: to.userId } },
    ], to.userId),
};
async function friends(a: Signed, b: Signed) {
  await friendship.requested(a, b);
  await friendship.accepted(a, b);
}

const person = (who: Signed, username: string) => ({ id: who.userId, name: `Name of ${username}`, username, isAdmin: false });

async function expectError(url: string, cookie: string | undefined, statusCode: number, error: string) {
  const response = await fx.get(url, cookie);
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toEqual({ error, statusCode });
}

let thandi: Signed;
let sipho: Signed;
let lerato: Signed;
beforeEach(async () => {
  fx = await startQueryFixture({ now: new Date('2026-11-22T10:00:00Z') });
  thandi = await fx.signUp('Thandi');
  sipho = await fx.signUp('sipho_m');
  lerato = await fx.signUp('lerato');
});

describe('GET /api/users/search', () => {
  const search = async (q: string, who: Signed = thandi) => {
    const response = await fx.get(`/api/users/search?q=${encodeURIComponent(q)}`, who.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return UserSearchResponse.parse(response.json()).users.map((user) => user.username);
  };

  it('matches any part of a username in any case, with id, name, username and admin flag', async () => {
    const admin = await fx.signUp('SiphoAdmin', { admin: true });
    expect(await search('IPH')).toEqual(['sipho_m', 'SiphoAdmin']);
    expect(await search('ho_')).toEqual(['sipho_m']);
    const response = await fx.get('/api/users/search?q=adm', thandi.cookie);
    expect(response.json()).toEqual({ users: [{ ...person(admin, 'SiphoAdmin'), isAdmin: true }] });
  });

  it('looks for "@sipho" as sipho, as the screens show usernames, and a lone "@x" is too short', async () => {
    expect(await search('@sipho')).toEqual(['sipho_m']);
    expect(await search('@ lerato')).toEqual(['lerato']);
    // The client strips the sign too: stripping twice names the same user, never another.
    expect(await search('@@sipho')).toEqual(['sipho_m']);
    const response = await fx.get('/api/users/search?q=%40s', thandi.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Type at least 2 characters to search');
  });

  it('finds no one for text no username can hold, though part of it is in one', async () => {
    expect(await search(`to!${lerato.userId.slice(0, 6)}`)).toEqual([]);
    expect(await search('lera to')).toEqual([]);
    expect(await search('to')).toEqual(['lerato']);
  });

  it('leaves out oneself, friends and anyone with a pending request either way, but not a rejected one', async () => {
    const naledi = await fx.signUp('naledi');
    const pieter = await fx.signUp('pieter');
    await friends(thandi, sipho);
    await friendship.requested(thandi, lerato);
    await friendship.requested(naledi, thandi);
    await friendship.requested(thandi, pieter);
    await friendship.rejected(thandi, pieter);
    expect(await search('_all')).toEqual(['pieter']);
    expect(await search('le')).toEqual([]);
    expect(await search('ter')).toEqual(['pieter']);
    // Sipho sees everyone but himself and his friend Thandi.
    expect(await search('_all', sipho)).toEqual(['lerato', 'naledi', 'pieter']);
  });

  it('lists everyone for _all, alphabetically and at most 20', async () => {
    for (let i = 0; i < 22; i++) await fx.signUp(`voter${String(i).padStart(2, '0')}`);
    const all = await search('_all');
    expect(all).toHaveLength(20);
    expect(all.slice(0, 3)).toEqual(['lerato', 'sipho_m', 'voter00']);
    expect(await search('voter')).toEqual(Array.from({ length: 20 }, (_, i) => `voter${String(i).padStart(2, '0')}`));
  });

  it('puts usernames that start with the text first, however many others hold it and joined before', async () => {
    for (let i = 0; i < 25; i++) await fx.signUp(`a_zulu${String(i).padStart(2, '0')}`);
    await fx.signUp('zulu_fan');
    const found = await search('ZULU');
    expect(found).toHaveLength(20);
    expect(found[0]).toBe('zulu_fan');
    expect(found.filter((name) => name.startsWith('a_zulu'))).toHaveLength(19);
  });

  it('lists the usernames that start with the text before those that only hold it, each in the order it was picked', async () => {
    for (const name of ['bo_naledi', 'naledi10', 'Naledi2', 'naledi_k', 'a_naledi1']) await fx.signUp(name);
    expect(await search('naledi')).toEqual(['naledi10', 'Naledi2', 'naledi_k', 'a_naledi1', 'bo_naledi']);
  });

  it('lists a page cut at its limit without a gap: every name it shows comes before every one it leaves out', async () => {
    for (let i = 1; i <= 25; i++) await fx.signUp(`naledi${i}`);
    const found = await search('naledi');
    expect(found).toHaveLength(20);
    const all = Array.from({ length: 25 }, (_, i) => `naledi${i + 1}`).sort();
    expect(found).toEqual(all.slice(0, 20));
  });

  it('fills its answer past the many matches of users it leaves out', async () => {
    // The friends' names start with 'oo' and joined first: they are met first, both as names starting with the text and as names holding it.
    for (const digit of [1, 2, 3]) await friends(thandi, await fx.signUp(`${'o'.repeat(25)}a${digit}`));
    const names = Array.from({ length: 25 }, (_, i) => `xooz${String(i).padStart(2, '0')}`);
    for (const name of names) await fx.signUp(name);
    expect(await search('oo')).toEqual(names.slice(0, 20));
  });

  it('answers an empty list when nobody matches', async () => {
    expect(await search('zz')).toEqual([]);
  });

  it('asks for at least 2 characters (400) and needs a session (401)', async () => {
    for (const q of ['', 'a', ' a ']) {
      await expectError(`/api/users/search?q=${encodeURIComponent(q)}`, thandi.cookie, 400, 'Type at least 2 characters to search');
    }
    await expectError('/api/users/search', thandi.cookie, 400, 'Type at least 2 characters to search');
    await expectError(`/api/users/search?q=${'x'.repeat(31)}`, thandi.cookie, 400, 'Username must be at most 30 characters');
    await expectError('/api/users/search?q=si', undefined, 401, 'Please sign in first');
  });
});

describe('GET /api/users/{id}/friends', () => {
  it('lists accepted friends from either side of the request, not pending ones', async () => {
    const naledi = await fx.signUp('naledi');
    await friends(thandi, sipho);
    await friends(lerato, thandi);
    await friendship.requested(thandi, naledi);
    const response = await fx.get(`/api/users/${thandi.userId}/friends`, thandi.cookie);
    expect(response.statusCode).toBe(200);
    expect(FriendsResponse.parse(response.json())).toEqual({ friends: [person(lerato, 'lerato'), person(sipho, 'sipho_m')] });
    const ofSipho = await fx.get(`/api/users/${sipho.userId}/friends`, sipho.cookie);
    expect(ofSipho.json()).toEqual({ friends: [person(thandi, 'Thandi')] });
  });

  it('is empty without friends, and drops a friend request that was rejected', async () => {
    await friendship.requested(thandi, sipho);
    await friendship.rejected(thandi, sipho);
    expect((await fx.get(`/api/users/${thandi.userId}/friends`, thandi.cookie)).json()).toEqual({ friends: [] });
  });

  it("is one's own: 401 without a session, 403 for someone else's", async () => {
    await expectError(`/api/users/${thandi.userId}/friends`, undefined, 401, 'Please sign in first');
    await expectError(`/api/users/${thandi.userId}/friends`, sipho.cookie, 403, 'You can only do this for your own account');
  });
});

describe('GET /api/users/{id}/friend-requests and /sent-requests', () => {
  it('lists pending requests received and sent, newest first, with both people', async () => {
    await friendship.requested(sipho, thandi);
    fx.setNow(new Date('2026-11-22T11:00:00Z'));
    await friendship.requested(lerato, thandi);
    const naledi = await fx.signUp('naledi');
    await friendship.requested(thandi, naledi);
    await friends(thandi, await fx.signUp('pieter'));

    const received = await fx.get(`/api/users/${thandi.userId}/friend-requests`, thandi.cookie);
    expect(received.statusCode).toBe(200);
    expect(FriendRequestsResponse.parse(received.json())).toEqual({
      requests: [
        { id: friendRequestId(lerato.userId, thandi.userId), createdAt: '2026-11-22T11:00:00.000Z', requester: person(lerato, 'lerato'), receiver: person(thandi, 'Thandi') },
        { id: friendRequestId(sipho.userId, thandi.userId), createdAt: '2026-11-22T10:00:00.000Z', requester: person(sipho, 'sipho_m'), receiver: person(thandi, 'Thandi') },
      ],
    });
    const sent = await fx.get(`/api/users/${thandi.userId}/sent-requests`, thandi.cookie);
    expect(sent.json()).toEqual({
      requests: [
        { id: friendRequestId(thandi.userId, naledi.userId), createdAt: '2026-11-22T11:00:00.000Z', requester: person(thandi, 'Thandi'), receiver: person(naledi, 'naledi') },
      ],
    });
    const sentBySipho = await fx.get(`/api/users/${sipho.userId}/sent-requests`, sipho.cookie);
    expect(sentBySipho.json().requests.map((request: { receiver: { id: string } }) => request.receiver.id)).toEqual([thandi.userId]);
  });

  it('leaves out answered requests', async () => {
    await friendship.requested(sipho, thandi);
    await friendship.rejected(sipho, thandi);
    await friends(lerato, thandi);
    expect((await fx.get(`/api/users/${thandi.userId}/friend-requests`, thandi.cookie)).json()).toEqual({ requests: [] });
    expect((await fx.get(`/api/users/${sipho.userId}/sent-requests`, sipho.cookie)).json()).toEqual({ requests: [] });
  });

  it("are one's own: 401 without a session, 403 for someone else's", async () => {
    for (const list of ['friend-requests', 'sent-requests']) {
      await expectError(`/api/users/${thandi.userId}/${list}`, undefined, 401, 'Please sign in first');
      await expectError(`/api/users/${thandi.userId}/${list}`, sipho.cookie, 403, 'You can only do this for your own account');
    }
  });
});

describe("friends' answers", () => {
  it('gives what friends answered, by name, in friend-answers and in the results', async () => {
    const naledi = await fx.signUp('naledi');
    const questionId = await fx.question();
    await friends(thandi, sipho);
    await friends(lerato, thandi);
    await friendship.requested(thandi, naledi);
    await fx.answer(sipho.userId, questionId, 'yes');
    await fx.answer(lerato.userId, questionId, 'no');
    await fx.answer(naledi.userId, questionId, 'yes');
    await fx.answer(thandi.userId, questionId, 'no');
    const expected = [
      { friendId: lerato.userId, friendName: 'Name of lerato', optionText: 'No' },
      { friendId: sipho.userId, friendName: 'Name of sipho_m', optionText: 'Yes' },
    ];

    const response = await fx.get(`/api/questions/${questionId}/friend-answers?userId=${thandi.userId}`, thandi.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ friendAnswers: expected });
    const results = await fx.get(`/api/questions/${questionId}/results?userId=${thandi.userId}`, thandi.cookie);
    expect(results.json()).toMatchObject({ friendAnswers: expected, totalVotes: 4, userAnswer: { optionId: 'no' } });
    // Without friends, or before they answer, the list is empty.
    const ofNaledi = await fx.get(`/api/questions/${questionId}/friend-answers`, naledi.cookie);
    expect(ofNaledi.json()).toEqual({ friendAnswers: [] });
  });

  it("needs a session (401), one's own user id (403) and a published question (404)", async () => {
    const questionId = await fx.question();
    const draft = await fx.question({ publish: false });
    await expectError(`/api/questions/${questionId}/friend-answers?userId=${thandi.userId}`, undefined, 401, 'Please sign in first');
    await expectError(`/api/questions/${questionId}/friend-answers?userId=${thandi.userId}`, sipho.cookie, 403, 'You can only do this for your own account');
    await expectError(`/api/questions/${draft}/friend-answers`, thandi.cookie, 404, 'We could not find that question');
    await expectError('/api/questions/no-such-question/friend-answers', thandi.cookie, 404, 'We could not find that question');
    await expectError(`/api/questions/${questionId}/friend-answers?userId=${'x'.repeat(101)}`, thandi.cookie, 400, 'That id is too long');
    await expectError(`/api/questions/${questionId}/friend-answers?userId=a&userId=b`, thandi.cookie, 400, 'An id must be given once, as text');
  });
});

describe('GET /api/users/{id}/friend-activity', () => {
  const activityOf = async (who: Signed, query = '') => {
    const response = await fx.get(`/api/users/${who.userId}/friend-activity${query}`, who.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return FriendActivityResponse.parse(response.json()).activity;
  };
  /** Comments one minute apart, so that their order is the order written. */
  let minute = 0;
  const commentAt = (who: Signed, questionId: string, content: string) => {
    fx.setNow(new Date(Date.UTC(2026, 10, 22, 11, minute++)));
    return fx.comment(who.userId, questionId, content);
  };

  it("gives, for the feed's questions that friends took part in, their answers by name, their latest comments and how many they wrote", async () => {
    const naledi = await fx.signUp('naledi');
    const answered = await fx.question({ date: new Date('2026-11-20T10:00:00Z'), text: 'Answered by friends' });
    const discussed = await fx.question({ date: new Date('2026-11-21T10:00:00Z'), text: 'Discussed by friends' });
    const untouched = await fx.question({ date: new Date('2026-11-22T09:00:00Z'), text: 'Only strangers here' });
    await friends(thandi, sipho);
    await friends(lerato, thandi);
    await friendship.requested(thandi, naledi);
    await fx.answer(sipho.userId, answered, 'yes');
    await fx.answer(lerato.userId, answered, 'no');
    await fx.answer(naledi.userId, untouched, 'yes');
    await commentAt(naledi, untouched, 'A pending friend is no friend yet');
    await commentAt(thandi, discussed, 'My own comment is not a friend comment');
    // More friend comments than the card shows, interleaved with others': the count is of all of them.
    for (let n = 1; n <= FRIEND_COMMENTS_SHOWN + 2; n++) {
      await commentAt(n % 2 ? sipho : lerato, discussed, `Friend comment ${n}`);
      await commentAt(naledi, discussed, `Stranger comment ${n}`);
    }
    await fx.comment(sipho.userId, answered, 'On the answered one too');

    const activity = await activityOf(thandi);
    // Newest question first, as the public feed; the one no friend touched is left out.
    expect(activity.map((item) => item.questionId)).toEqual([discussed, answered]);
    const [onDiscussed, onAnswered] = activity;
    expect(onDiscussed!.friendAnswers).toEqual([]);
    expect(onDiscussed!.friendCommentCount).toBe(FRIEND_COMMENTS_SHOWN + 2);
    expect(onDiscussed!.friendComments.map((comment) => comment.content)).toEqual(
      Array.from({ length: FRIEND_COMMENTS_SHOWN }, (_, index) => `Friend comment ${index + 3}`),
    );
    expect(onDiscussed!.friendComments[0]).toMatchObject({ userId: sipho.userId, user: { name: 'Name of sipho_m', username: 'sipho_m' } });
    expect(onAnswered).toMatchObject({
      friendAnswers: [
        { friendId: lerato.userId, friendName: 'Name of lerato', optionText: 'No' },
        { friendId: sipho.userId, friendName: 'Name of sipho_m', optionText: 'Yes' },
      ],
      friendCommentCount: 1,
      friendComments: [{ content: 'On the answered one too' }],
    });

    // The same page as the public feed: a limit of one question gives the newest only, and before pages back.
    expect((await activityOf(thandi, '?limit=1')).map((item) => item.questionId)).toEqual([]);
    expect((await activityOf(thandi, '?limit=2')).map((item) => item.questionId)).toEqual([discussed]);
    expect((await activityOf(thandi, '?before=2026-11-21T10:00:00.000Z')).map((item) => item.questionId)).toEqual([answered]);
    // Without friends there is nothing, whatever strangers did.
    expect(await activityOf(naledi)).toEqual([]);
  });

  it('leaves out drafts, archived questions and what a friend deleted, and counts a removed comment as its question does', async () => {
    const admin = await fx.signUp('admin', { admin: true });
    const draft = await fx.question({ publish: false });
    const archived = await fx.question();
    const published = await fx.question();
    await fx.append(streams.question(archived), [{ type: 'QuestionArchived', data: { questionId: archived } }], admin.userId);
    await friends(thandi, sipho);
    await fx.answer(sipho.userId, draft, 'yes');
    await fx.answer(sipho.userId, archived, 'yes');
    const deleted = await commentAt(sipho, published, 'Thought better of it');
    await fx.deleteComment(sipho.userId, published, deleted);
    expect(await activityOf(thandi)).toEqual([]);

    const removed = await commentAt(sipho, published, 'Words a moderator took down');
    await fx.removeComment(admin.userId, published, removed);
    const [onPublished] = await activityOf(thandi);
    expect(onPublished).toMatchObject({ questionId: published, friendCommentCount: 1, friendComments: [{ id: removed, content: '', removedByModerator: true }] });
  });

  it('pages back after a question as the public feed does, by date and id', async () => {
    const sameDay = new Date('2026-11-21T10:00:00Z');
    const ids = [await fx.question({ date: sameDay }), await fx.question({ date: sameDay }), await fx.question({ date: sameDay })].sort().reverse();
    await friends(thandi, sipho);
    for (const questionId of ids) await fx.answer(sipho.userId, questionId, 'no');
    const feed = (await fx.get('/api/questions/public?limit=1', thandi.cookie)).json() as Array<{ id: string; date: string }>;
    expect(feed.map((question) => question.id)).toEqual([ids[0]]);
    const after = new URLSearchParams({ limit: '1', before: feed[0]!.date, beforeId: feed[0]!.id });
    expect((await activityOf(thandi, `?${after}`)).map((item) => item.questionId)).toEqual([ids[1]]);
  });

  it("needs a session (401) and one's own user id (403)", async () => {
    await expectError(`/api/users/${thandi.userId}/friend-activity`, undefined, 401, 'Please sign in first');
    await expectError(`/api/users/${thandi.userId}/friend-activity`, sipho.cookie, 403, 'You can only do this for your own account');
  });
});
