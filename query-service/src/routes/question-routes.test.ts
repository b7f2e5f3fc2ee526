import { streams } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe("today's questions", () => {
  it("lists published, open questions of today's South African date, not drafts, yesterday's or resolved ones", async () => {
    // 23:30 UTC on the 21st is already the 22nd in Johannesburg.
    fx = await startQueryFixture({ now: new Date('2026-11-21T23:30:00Z') });
    const today = await fx.question({ date: new Date('2026-11-22T11:00:00Z'), text: 'Today' });
    await fx.question({ date: new Date('2026-11-21T11:00:00Z'), text: 'Yesterday' });
    await fx.question({ date: new Date('2026-11-22T12:00:00Z'), text: 'Draft', publish: false });
    const resolved = await fx.question({ date: new Date('2026-11-22T09:00:00Z'), text: 'Resolved' });
    await fx.append(streams.question(resolved), [{ type: 'QuestionResolved', data: { questionId: resolved, correctOptionId: 'yes', resolutionSummary: 'It did', resolutionProofUrl: null } }]);

    const response = await fx.get('/api/questions/today');
    expect(response.statusCode).toBe(200);
    const questions = response.json();
    expect(questions.map((q: { text: string }) => q.text)).toEqual(['Today']);
    expect(questions[0]).toMatchObject({ id: today, dayNumber: 996, isPublished: true, isActive: true, totalVotes: 0, commentCount: 0, tags: [] });
    expect(questions[0]).not.toHaveProperty('_position');
  });
});

describe('public questions', () => {
  it('lists published questions newest first, archived ones left out, and pages with limit and before', async () => {
    fx = await startQueryFixture();
    const days = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
    const ids: string[] = [];
    for (const day of days) ids.push(await fx.question({ date: new Date(`${day}T11:00:00Z`), text: `Question of ${day}` }));
    await fx.question({ date: new Date('2026-11-22T11:00:00Z'), publish: false });
    await fx.append(streams.question(ids[0]!), [{ type: 'QuestionArchived', data: { questionId: ids[0]! } }]);

    const all = (await fx.get('/api/questions/public')).json();
    expect(all.map((q: { text: string }) => q.text)).toEqual(['Question of 2026-11-21', 'Question of 2026-11-20', 'Question of 2026-11-19']);
    const page = (await fx.get('/api/questions/public?limit=1&before=2026-11-21T00:00:00Z')).json();
    expect(page.map((q: { text: string }) => q.text)).toEqual(['Question of 2026-11-20']);
  });

  it("pages through a day's several questions one at a time, after the last one shown, skipping none", async () => {
    fx = await startQueryFixture();
    const sameDay = new Date('2026-11-21T11:00:00Z');
    for (const text of ['First', 'Second', 'Third']) await fx.question({ date: sameDay, text });
    await fx.question({ date: new Date('2026-11-20T11:00:00Z'), text: 'The day before' });

    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const [question] = (await fx.get(`/api/questions/public?limit=1${after}`)).json() as Array<{ id: string; date: string; text: string }>;
      if (!question) break;
      seen.push(question.text);
      after = `&before=${encodeURIComponent(question.date)}&beforeId=${question.id}`;
    }
    expect(seen.slice(0, 3).sort()).toEqual(['First', 'Second', 'Third']);
    expect(seen).toHaveLength(4);
    expect(seen[3]).toBe('The day before');
  });

  it('refuses bad paging with a readable 400', async () => {
    fx = await startQueryFixture();
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=yesterday', 'beforeId=q1']) {
      const response = await fx.get(`/api/questions/public?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/limit|before/);
    }
  });
});

describe('one published question', () => {
  it('gives a resolved question with its outcome and how the nation answered, an archived one too', async () => {
    fx = await startQueryFixture();
    const questionId = await fx.question({ text: 'Will turnout pass 60%' });
    for (const [i, option] of (['yes', 'yes', 'no'] as const).entries()) {
      const { userId } = await fx.signUp(`voter${i}`);
      await fx.answer(userId, questionId, option);
    }
    await fx.append(streams.question(questionId), [
      { type: 'QuestionResolved', data: { questionId, correctOptionId: 'no', resolutionSummary: 'It reached 58%', resolutionProofUrl: null } },
      { type: 'QuestionArchived', data: { questionId } },
    ]);

    const response = await fx.get(`/api/questions/${questionId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: questionId,
      text: 'Will turnout pass 60%',
      isResolved: true,
      isArchived: true,
      correctOptionId: 'no',
      resolutionSummary: 'It reached 58%',
      totalVotes: 3,
      results: [
        { optionId: 'yes', count: 2 },
        { optionId: 'no', count: 1 },
      ],
    });
  });

  it('hides drafts, deleted and unknown questions behind a 404', async () => {
    fx = await startQueryFixture();
    const draft = await fx.question({ publish: false });
    const deleted = await fx.question();
    await fx.append(streams.question(deleted), [{ type: 'QuestionDeleted', data: { questionId: deleted } }]);
    for (const id of [draft, deleted, 'no-such-question']) {
      const response = await fx.get(`/api/questions/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toBe('We could not find that question');
    }
  });
});

describe('results', () => {
  it('gives every option with votes and rounded percentages', async () => {
    fx = await startQueryFixture();
    const questionId = await fx.question();
    for (const [i, option] of (['yes', 'yes', 'no'] as const).entries()) {
      const { userId } = await fx.signUp(`voter${i}`);
      await fx.answer(userId, questionId, option);
    }
    const response = await fx.get(`/api/questions/${questionId}/public-results`);
    expect(response.json()).toEqual({
      results: [
        { optionId: 'yes', text: 'Yes', votes: 2, percentage: 67 },
        { optionId: 'no', text: 'No', votes: 1, percentage: 33 },
      ],
      totalVotes: 3,
    });
  });

  it('never serves results older than the position a read asked for, though it caches them', async () => {
    fx = await startQueryFixture();
    const questionId = await fx.question();
    for (let i = 0; i < 3; i++) {
      const first = await fx.get(`/api/questions/${questionId}/public-results`);
      const again = await fx.get(`/api/questions/${questionId}/public-results`);
      expect(again.json()).toEqual(first.json());
      expect(first.json().totalVotes).toBe(i);
      const { userId } = await fx.signUp(`poller${i}`);
      await fx.answer(userId, questionId, 'yes');
    }
    expect((await fx.get(`/api/questions/${questionId}/public-results`)).json().totalVotes).toBe(3);
  });

  it('hides drafts and unknown questions behind a 404', async () => {
    fx = await startQueryFixture();
    const draft = await fx.question({ publish: false });
    expect((await fx.get(`/api/questions/${draft}/public-results`)).statusCode).toBe(404);
    const unknown = await fx.get('/api/questions/no-such-question/public-results');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('We could not find that question');
  });

  it("adds the signed-in user's own answer, and refuses to show it for someone else", async () => {
    fx = await startQueryFixture();
    const questionId = await fx.question();
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    await fx.answer(thandi.userId, questionId, 'no');

    const mine = await fx.get(`/api/questions/${questionId}/results?userId=${thandi.userId}`, thandi.cookie);
    expect(mine.json()).toMatchObject({ totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'no' } });
    const notYet = await fx.get(`/api/questions/${questionId}/results`, sipho.cookie);
    expect(notYet.json().userAnswer).toBeNull();
    expect((await fx.get(`/api/questions/${questionId}/results?userId=${thandi.userId}`, sipho.cookie)).statusCode).toBe(403);
    expect((await fx.get(`/api/questions/${questionId}/results`)).statusCode).toBe(401);
  });
});
