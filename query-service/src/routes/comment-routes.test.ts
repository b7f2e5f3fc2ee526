import { Comment, CommentList, PublicComments, streams } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

const PNG = { hash: 'c3'.repeat(32), mimeType: 'image/png' as const };

/** Comments posted one minute apart, from 10:00 UTC on 22 November 2026. */
async function commentsAtMinutes(entries: Array<[userId: string, questionId: string, content: string]>) {
  const ids: string[] = [];
  for (const [index, [userId, questionId, content]] of entries.entries()) {
    fx.setNow(new Date(Date.UTC(2026, 10, 22, 10, index)));
    ids.push(await fx.comment(userId, questionId, content));
  }
  return ids;
}

const contents = (comments: Comment[]) => comments.map((comment) => comment.content);

describe('GET /api/questions/{id}/comments', () => {
  it("lists a question's live comments oldest first, with their authors and image addresses", async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T09:00:00Z') });
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    const questionId = await fx.question();
    const other = await fx.question();
    fx.setNow(new Date('2026-11-22T10:00:00Z'));
    const first = await fx.comment(thandi.userId, questionId, 'Turnout will pass 60%', PNG);
    fx.setNow(new Date('2026-11-22T10:05:00Z'));
    const second = await fx.comment(sipho.userId, questionId, 'Not a chance');
    fx.setNow(new Date('2026-11-22T10:06:00Z'));
    const typo = await fx.comment(sipho.userId, questionId, 'Not a chnace');
    await fx.deleteComment(sipho.userId, questionId, typo);
    await fx.comment(thandi.userId, other, 'Elsewhere');

    const response = await fx.get(`/api/questions/${questionId}/comments`, sipho.cookie);
    expect(response.statusCode).toBe(200);
    expect(CommentList.parse(response.json())).toEqual([
      {
        id: first,
        userId: thandi.userId,
        content: 'Turnout will pass 60%',
        imageUrl: `/api/images/${PNG.hash}`,
        createdAt: '2026-11-22T10:00:00.000Z',
        user: { id: thandi.userId, name: 'Name of thandi', username: 'thandi' },
        removedByModerator: false,
      },
      {
        id: second,
        userId: sipho.userId,
        content: 'Not a chance',
        imageUrl: null,
        createdAt: '2026-11-22T10:05:00.000Z',
        user: { id: sipho.userId, name: 'Name of sipho', username: 'sipho' },
        removedByModerator: false,
      },
    ]);
  });

  it('gives the latest comments with limit, and older ones with before', async () => {
    fx = await startQueryFixture();
    const { userId, cookie } = await fx.signUp('thandi');
    const questionId = await fx.question();
    await commentsAtMinutes(['one', 'two', 'three', 'four'].map((content) => [userId, questionId, content]));
    const latest = (await fx.get(`/api/questions/${questionId}/comments?limit=2`, cookie)).json();
    expect(contents(latest)).toEqual(['three', 'four']);
    const older = (await fx.get(`/api/questions/${questionId}/comments?limit=2&before=${latest[0].createdAt}`, cookie)).json();
    expect(contents(older)).toEqual(['one', 'two']);
    for (const query of ['limit=0', 'limit=501', 'limit=many', 'before=last-week']) {
      const response = await fx.get(`/api/questions/${questionId}/comments?${query}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/limit|before/);
    }
  });

  it('gives the older page after the first comment shown, though others were written in the same millisecond', async () => {
    fx = await startQueryFixture();
    const { userId, cookie } = await fx.signUp('thandi');
    const questionId = await fx.question();
    fx.setNow(new Date('2026-11-22T10:00:00.000Z'));
    for (const content of ['one', 'two', 'three']) await fx.comment(userId, questionId, content);
    fx.setNow(new Date('2026-11-22T10:01:00.000Z'));
    await fx.comment(userId, questionId, 'four');

    const shown: string[] = [];
    let before = '';
    for (let page = 0; page < 5; page++) {
      const comments = (await fx.get(`/api/questions/${questionId}/comments?limit=1${before}`, cookie)).json() as Comment[];
      if (comments.length === 0) break;
      shown.unshift(comments[0]!.content);
      before = `&before=${encodeURIComponent(comments[0]!.createdAt)}&beforeId=${comments[0]!.id}`;
    }
    expect(shown).toHaveLength(4);
    expect(shown.slice(0, 3).sort()).toEqual(['one', 'three', 'two']);
    expect(shown[3]).toBe('four');
  });

  it('keeps the discussion of archived and resolved questions', async () => {
    fx = await startQueryFixture();
    const { userId, cookie } = await fx.signUp('thandi');
    const questionId = await fx.question();
    await fx.comment(userId, questionId, 'Before the end');
    await fx.append(streams.question(questionId), [
      { type: 'QuestionResolved', data: { questionId, correctOptionId: 'yes', resolutionSummary: 'It did', resolutionProofUrl: null } },
      { type: 'QuestionArchived', data: { questionId } },
    ]);
    expect(contents((await fx.get(`/api/questions/${questionId}/comments`, cookie)).json())).toEqual(['Before the end']);
  });

  it('needs a session: 401', async () => {
    fx = await startQueryFixture();
    const questionId = await fx.question();
    const response = await fx.get(`/api/questions/${questionId}/comments`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
  });

  it('finds no unknown, draft or deleted question: 404', async () => {
    fx = await startQueryFixture();
    const { userId, cookie } = await fx.signUp('thandi');
    const draft = await fx.question({ publish: false });
    const deleted = await fx.question();
    await fx.comment(userId, deleted, 'Soon gone');
    await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }]);
    for (const id of ['no-such-question', draft, deleted]) {
      const response = await fx.get(`/api/questions/${id}/comments`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'We could not find that question', statusCode: 404 });
    }
    // An id over 100 characters is refused by the route's schema, in its words; one past the router's bound (1,000)
    // by the router itself, in the one error shape.
    const tooLong = await fx.get(`/api/questions/${'x'.repeat(101)}/comments`, cookie);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'That id is too long', statusCode: 400 });
    const pastTheRouter = await fx.get(`/api/questions/${'x'.repeat(1_001)}/comments`, cookie);
    expect(pastTheRouter.statusCode).toBe(414);
    expect(pastTheRouter.json()).toEqual({ error: 'That address is too long', statusCode: 414 });
  });
});

describe('comment counts', () => {
  it('count live comments in every question list', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T09:00:00Z') });
    const { userId, cookie } = await fx.signUp('thandi', { admin: true });
    const questionId = await fx.question();
    const [, second] = await commentsAtMinutes([
      [userId, questionId, 'one'],
      [userId, questionId, 'two'],
      [userId, questionId, 'three'],
    ]);
    await fx.deleteComment(userId, questionId, second!);
    await fx.append(streams.question(questionId), [{ type: 'QuestionTagsChanged', data: { questionId, tags: ['turnout'] } }]);
    fx.setNow(new Date('2026-11-22T12:00:00Z'));
    for (const list of ['/api/questions/public', '/api/questions/today', '/api/admin/questions', '/api/tags/turnout/questions']) {
      const [question] = (await fx.get(list, cookie)).json();
      expect(question, list).toMatchObject({ id: questionId, commentCount: 2 });
    }
  });
});

describe('GET /api/comments/public', () => {
  it('maps each public question to its comments, for visitors too; archived and deleted questions left out', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T09:00:00Z') });
    const { userId } = await fx.signUp('thandi');
    const open = await fx.question({ date: new Date('2026-11-21T11:00:00Z') });
    const resolved = await fx.question({ date: new Date('2026-11-20T11:00:00Z') });
    const archived = await fx.question({ date: new Date('2026-11-19T11:00:00Z') });
    const deleted = await fx.question({ date: new Date('2026-11-18T11:00:00Z') });
    const quiet = await fx.question({ date: new Date('2026-11-17T11:00:00Z') });
    await commentsAtMinutes([
      [userId, open, 'open first'],
      [userId, resolved, 'on the resolved one'],
      [userId, archived, 'on the archived one'],
      [userId, deleted, 'on the deleted one'],
      [userId, open, 'open second'],
    ]);
    await fx.append(streams.question(resolved), [
      { type: 'QuestionResolved', data: { questionId: resolved, correctOptionId: 'no', resolutionSummary: 'It did not', resolutionProofUrl: null } },
    ]);
    await fx.append(streams.question(archived), [{ type: 'QuestionArchived', data: { questionId: archived } }]);
    await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }]);

    const response = await fx.get('/api/comments/public');
    expect(response.statusCode).toBe(200);
    const map = PublicComments.parse(response.json());
    expect(Object.keys(map).sort()).toEqual([open, resolved].sort());
    expect(contents(map[open]!)).toEqual(['open first', 'open second']);
    expect(map[open]![0]!.user).toEqual({ id: userId, name: 'Name of thandi', username: 'thandi' });
    expect(contents(map[resolved]!)).toEqual(['on the resolved one']);
    expect(map).not.toHaveProperty(quiet);
  });

  it("gives each question's latest 10 comments, and pages over questions like the public feed", async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T09:00:00Z') });
    const { userId } = await fx.signUp('thandi');
    const newer = await fx.question({ date: new Date('2026-11-21T11:00:00Z') });
    const older = await fx.question({ date: new Date('2026-11-20T11:00:00Z') });
    await commentsAtMinutes(Array.from({ length: 12 }, (_, i) => [userId, newer, `comment ${i + 1}`] as [string, string, string]));
    await fx.comment(userId, older, 'on the older question');

    const map = (await fx.get('/api/comments/public')).json();
    expect(contents(map[newer])).toEqual(Array.from({ length: 10 }, (_, i) => `comment ${i + 3}`));
    const firstPage = (await fx.get('/api/comments/public?limit=1')).json();
    expect(Object.keys(firstPage)).toEqual([newer]);
    const secondPage = (await fx.get('/api/comments/public?limit=1&before=2026-11-21T00:00:00Z')).json();
    expect(Object.keys(secondPage)).toEqual([older]);
    expect((await fx.get('/api/comments/public?limit=0')).statusCode).toBe(400);
  });
});
