import { DELETED_USER_NAME, ReadModel, streams, type Comment } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { FeedCommentCopies } from './discussion-copies.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

/** How many times the query-service has read pages of comments from the real store. */
let commentFinds = 0;
function countingCommentFinds(store: ReadStore): ReadStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'find') return value.bind(target);
      return (collection: string, ...rest: unknown[]) => {
        if (collection === ReadModel.comments) commentFinds++;
        return (value as (...args: unknown[]) => unknown).call(target, collection, ...rest);
      };
    },
  });
}

async function startCounted(): Promise<QueryFixture> {
  commentFinds = 0;
  return startQueryFixture({ readThrough: countingCommentFinds });
}

/** Comments posted a minute apart, so that a discussion's order is theirs. */
let minute = 0;
async function comment(userId: string, questionId: string, content: string): Promise<string> {
  fx.setNow(new Date(Date.UTC(2026, 10, 22, 10, minute++)));
  return fx.comment(userId, questionId, content);
}

const contents = (body: unknown) => (body as Comment[]).map((comment) => comment.content);

describe("a question's discussion, kept per replica", () => {
  it('is read from the store once for everyone polling it, while answers flow, and again once the comments change', async () => {
    fx = await startCounted();
    const questionId = await fx.question();
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    await comment(thandi.userId, questionId, 'Turnout will surprise us');
    const url = `/api/questions/${questionId}/comments`;

    const polls = await Promise.all(Array.from({ length: 100 }, (_, index) => fx.get(url, index % 2 ? thandi.cookie : sipho.cookie)));
    for (const poll of polls) {
      expect(poll.statusCode).toBe(200);
      expect(poll.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(contents(poll.json())).toEqual(['Turnout will surprise us']);
    }
    expect(commentFinds).toBe(1);

    // Answers move the projector on and leave the comments alone: the copy serves readers past them.
    await fx.answer(thandi.userId, questionId, 'yes');
    await fx.answer(sipho.userId, questionId, 'no');
    expect(contents((await fx.get(url, sipho.cookie)).json())).toEqual(['Turnout will surprise us']);
    expect(commentFinds).toBe(1);

    // The poster's own comment is in the page they read next, and so in everyone's after it.
    await comment(sipho.userId, questionId, 'Not in this ward');
    expect(contents((await fx.get(url, sipho.cookie)).json())).toEqual(['Turnout will surprise us', 'Not in this ward']);
    expect(contents((await fx.get(url, thandi.cookie)).json())).toEqual(['Turnout will surprise us', 'Not in this ward']);
    expect(commentFinds).toBe(2);
  });

  it("shows a moderator's removal and an author's deleted account at the next read", async () => {
    fx = await startCounted();
    const questionId = await fx.question();
    const admin = await fx.signUp('moderator', { admin: true });
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    const rude = await comment(thandi.userId, questionId, 'Something rude');
    await comment(sipho.userId, questionId, 'A fair point');
    const url = `/api/questions/${questionId}/comments`;
    expect((await fx.get(url, admin.cookie)).json()).toMatchObject([{ removedByModerator: false }, { user: { name: 'Name of sipho' } }]);

    await fx.removeComment(admin.userId, questionId, rude);
    expect((await fx.get(url, admin.cookie)).json()).toMatchObject([{ removedByModerator: true }, { user: { name: 'Name of sipho' } }]);

    await fx.append(streams.user(sipho.userId), [{ type: 'UserDeleted', data: { userId: sipho.userId, username: 'sipho' } }]);
    expect((await fx.get(url, admin.cookie)).json()).toMatchObject([{ removedByModerator: true }, { user: { name: DELETED_USER_NAME } }]);
  });

  it('keeps only the latest page, the one every open discussion polls; an older page, or a smaller one, is read afresh', async () => {
    fx = await startCounted();
    const questionId = await fx.question();
    const thandi = await fx.signUp('thandi');
    for (const content of ['one', 'two', 'three']) await comment(thandi.userId, questionId, content);
    const url = `/api/questions/${questionId}/comments`;
    expect(contents((await fx.get(url, thandi.cookie)).json())).toEqual(['one', 'two', 'three']);
    expect(contents((await fx.get(`${url}?limit=200`, thandi.cookie)).json())).toEqual(['one', 'two', 'three']);
    const kept = commentFinds;

    expect(contents((await fx.get(`${url}?limit=1`, thandi.cookie)).json())).toEqual(['three']);
    expect(contents((await fx.get(`${url}?limit=1`, thandi.cookie)).json())).toEqual(['three']);
    const [first] = (await fx.get(`${url}?limit=2`, thandi.cookie)).json() as Comment[];
    const older = `${url}?limit=2&before=${encodeURIComponent(first!.createdAt)}&beforeId=${first!.id}`;
    expect(contents((await fx.get(older, thandi.cookie)).json())).toEqual(['one']);
    expect(commentFinds).toBeGreaterThan(kept + 3);

    // The latest page is still the copy: none of those replaced it.
    const finds = commentFinds;
    expect(contents((await fx.get(url, thandi.cookie)).json())).toEqual(['one', 'two', 'three']);
    expect(commentFinds).toBe(finds);
  });

  it('answers 404 for a question no one may discuss any more, though its discussion was kept', async () => {
    fx = await startCounted();
    const thandi = await fx.signUp('thandi');
    const questionId = await fx.question();
    await comment(thandi.userId, questionId, 'Kept a moment ago');
    const url = `/api/questions/${questionId}/comments`;
    expect(contents((await fx.get(url, thandi.cookie)).json())).toEqual(['Kept a moment ago']);

    await fx.append(streams.question(questionId), [{ type: 'QuestionDeleted', data: { questionId } }]);
    const gone = await fx.get(url, thandi.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('We could not find that question');
    const draft = await fx.question({ publish: false });
    expect((await fx.get(`/api/questions/${draft}/comments`, thandi.cookie)).statusCode).toBe(404);
  });
});

describe("the public feed's comments, kept per replica", () => {
  it('are read once for all the visitors at a time, and again when a comment or a question changes the feed', async () => {
    fx = await startCounted();
    const questionId = await fx.question({ text: 'First' });
    const thandi = await fx.signUp('thandi');
    await comment(thandi.userId, questionId, 'Early call');
    const feed = async () => (await fx.get('/api/comments/public')).json() as Record<string, Comment[]>;

    const visitors = await Promise.all(Array.from({ length: 50 }, feed));
    for (const seen of visitors) expect(contents(seen[questionId])).toEqual(['Early call']);
    expect(commentFinds).toBe(1);

    await comment(thandi.userId, questionId, 'Second thoughts');
    expect(contents((await feed())[questionId])).toEqual(['Early call', 'Second thoughts']);
    expect(commentFinds).toBe(2);

    // A question archived leaves the feed, and its comments with it.
    await fx.append(streams.question(questionId), [{ type: 'QuestionArchived', data: { questionId } }]);
    expect(await feed()).toEqual({});
  });
});

describe('FeedCommentCopies', () => {
  it('count a change to the questions or the comments, and every batch when a notice names only one', async () => {
    let notice: { position: number; questionsChangedAt?: number; commentsChangedAt?: number } | undefined;
    const copies = new FeedCommentCopies({ lastNotice: () => notice }, { maxEntries: 10 });
    const load = (body: string) => async () => body;
    expect(await copies.get('feed', 10, load('read at 10'))).toBe('read at 10');
    notice = { position: 20, questionsChangedAt: 5, commentsChangedAt: 10 };
    expect(await copies.get('feed', 20, load('read at 20'))).toBe('read at 10');
    notice = { position: 21, questionsChangedAt: 21, commentsChangedAt: 10 };
    expect(await copies.get('feed', 21, load('read at 21'))).toBe('read at 21');
    notice = { position: 30, questionsChangedAt: 21, commentsChangedAt: 25 };
    expect(await copies.get('feed', 30, load('read at 30'))).toBe('read at 30');
    notice = { position: 40, questionsChangedAt: 30 };
    expect(await copies.get('feed', 40, load('read at 40'))).toBe('read at 40');
  });
});
