import { streams, type SuggestionStatus } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

async function suggest(suggestionId: string, userId: string, title: string, at: string) {
  fx.setNow(new Date(at));
  await fx.append(streams.suggestion(suggestionId), [{ type: 'QuestionSuggested', data: { suggestionId, userId, title, description: null } }], userId);
}

async function review(suggestionId: string, status: SuggestionStatus, adminNotes: string | null, adminId: string, at: string) {
  fx.setNow(new Date(at));
  await fx.append(streams.suggestion(suggestionId), [{ type: 'SuggestionReviewed', data: { suggestionId, status, adminNotes } }], adminId);
}

/** Two authors, an admin, and suggestions in every status (s5 deleted). */
async function suggestions() {
  fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
  const admin = await fx.signUp('reviewer', { admin: true });
  const thandi = await fx.signUp('thandi');
  const sipho = await fx.signUp('sipho');
  await suggest('s1', thandi.userId, 'Will turnout exceed 60% in 2029?', '2026-11-20T09:00:00Z');
  await suggest('s2', sipho.userId, 'Will the GNU last until 2027?', '2026-11-20T10:00:00Z');
  await suggest('s3', thandi.userId, 'Will Joburg get a new mayor in 2026?', '2026-11-21T09:00:00Z');
  await suggest('s4', sipho.userId, 'Will petrol cost more than R25 a litre?', '2026-11-21T10:00:00Z');
  await suggest('s5', thandi.userId, 'A suggestion that will be deleted', '2026-11-21T11:00:00Z');
  await review('s1', 'approved', 'Good one', admin.userId, '2026-11-22T09:00:00Z');
  await review('s2', 'rejected', 'Asked already', admin.userId, '2026-11-22T09:10:00Z');
  await review('s3', 'used', null, admin.userId, '2026-11-22T09:20:00Z');
  await fx.append(streams.suggestion('s5'), [{ type: 'SuggestionDeleted', data: { suggestionId: 's5' } }], admin.userId);
  return { admin, thandi, sipho };
}

const ids = (body: Array<{ id: string }>) => body.map((suggestion) => suggestion.id);

describe('GET /api/question-suggestions?user=me', () => {
  it("lists the caller's own suggestions, newest first, with review and author", async () => {
    const { thandi } = await suggestions();
    const response = await fx.get('/api/question-suggestions?user=me', thandi.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 's3',
        title: 'Will Joburg get a new mayor in 2026?',
        description: null,
        status: 'used',
        adminNotes: null,
        createdAt: '2026-11-21T09:00:00.000Z',
        updatedAt: '2026-11-22T09:20:00.000Z',
        user: { id: thandi.userId, name: 'Name of thandi', username: 'thandi' },
      },
      {
        id: 's1',
        title: 'Will turnout exceed 60% in 2029?',
        description: null,
        status: 'approved',
        adminNotes: 'Good one',
        createdAt: '2026-11-20T09:00:00.000Z',
        updatedAt: '2026-11-22T09:00:00.000Z',
        user: { id: thandi.userId, name: 'Name of thandi', username: 'thandi' },
      },
    ]);
  });

  it('gives an empty list to someone who has suggested nothing, admins too', async () => {
    const { admin } = await suggestions();
    const response = await fx.get('/api/question-suggestions?user=me', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('narrows the own list by status', async () => {
    const { sipho } = await suggestions();
    expect(ids((await fx.get('/api/question-suggestions?user=me&status=pending', sipho.cookie)).json())).toEqual(['s4']);
  });

  it('needs a signed-in user: 401', async () => {
    await suggestions();
    const response = await fx.get('/api/question-suggestions?user=me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in first', statusCode: 401 });
  });
});

describe('GET /api/question-suggestions (admins)', () => {
  it("lists everyone's suggestions newest first, without the deleted one", async () => {
    const { admin, sipho } = await suggestions();
    const response = await fx.get('/api/question-suggestions', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(['s4', 's3', 's2', 's1']);
    expect(response.json()[0].user).toEqual({ id: sipho.userId, name: 'Name of sipho', username: 'sipho' });
  });

  it.each([
    ['pending', ['s4']],
    ['approved', ['s1']],
    ['rejected', ['s2']],
    ['used', ['s3']],
  ])('filters by status %s', async (status, expected) => {
    const { admin } = await suggestions();
    const response = await fx.get(`/api/question-suggestions?status=${status}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(expected);
  });

  it.each([['done'], ['PENDING'], ['']])('refuses the status "%s" with 400', async (status) => {
    const { admin } = await suggestions();
    const response = await fx.get(`/api/question-suggestions?status=${status}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Status must be one of pending, approved, rejected, used', statusCode: 400 });
  });

  it('refuses a user filter other than me with 400', async () => {
    const { admin, thandi } = await suggestions();
    const response = await fx.get(`/api/question-suggestions?user=${thandi.userId}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The user filter only takes 'me'");
  });

  it('is for admins only: a user without user=me gets 403, whatever the filter', async () => {
    const { thandi } = await suggestions();
    for (const url of ['/api/question-suggestions', '/api/question-suggestions?status=pending', '/api/question-suggestions?status=bogus']) {
      const response = await fx.get(url, thandi.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: 'Admins only', statusCode: 403 });
    }
  });

  it('needs a signed-in user: 401', async () => {
    await suggestions();
    expect((await fx.get('/api/question-suggestions')).statusCode).toBe(401);
  });

  it('refuses the list to an admin whose rights were revoked', async () => {
    const { admin } = await suggestions();
    await fx.append(streams.user(admin.userId), [{ type: 'AdminRevoked', data: { userId: admin.userId } }]);
    expect((await fx.get('/api/question-suggestions', admin.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/question-suggestions, a page at a time', () => {
  /** 7 suggestions, three of them made in the same millisecond (ids t1 to t3), the rest a minute apart. */
  async function many() {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const admin = await fx.signUp('reviewer', { admin: true });
    const thandi = await fx.signUp('thandi');
    for (const [id, at] of [
      ['a1', '2026-11-20T09:00:00Z'],
      ['a2', '2026-11-20T09:01:00Z'],
      ['t1', '2026-11-20T09:02:00Z'],
      ['t2', '2026-11-20T09:02:00Z'],
      ['t3', '2026-11-20T09:02:00Z'],
      ['a3', '2026-11-20T09:03:00Z'],
      ['a4', '2026-11-20T09:04:00Z'],
    ] as const) {
      await suggest(id, thandi.userId, `Suggestion number ${id} for the list?`, at);
    }
    return { admin, thandi };
  }

  /** Every page of `limit`, each asked for after the last suggestion of the one before, as the dashboard asks. */
  async function pages(cookie: string, query: string, limit: number): Promise<string[][]> {
    const found: string[][] = [];
    let after = '';
    for (;;) {
      const page = (await fx.get(`/api/question-suggestions?limit=${limit}${query}${after}`, cookie)).json() as Array<{ id: string; createdAt: string }>;
      if (page.length > 0) found.push(page.map((suggestion) => suggestion.id));
      if (page.length < limit) return found;
      const last = page.at(-1)!;
      after = `&before=${encodeURIComponent(last.createdAt)}&beforeId=${last.id}`;
    }
  }

  it('walks the whole list, newest first, splitting a millisecond between pages without losing or repeating one', async () => {
    const { admin } = await many();
    expect(await pages(admin.cookie, '', 3)).toEqual([
      ['a4', 'a3', 't3'],
      ['t2', 't1', 'a2'],
      ['a1'],
    ]);
    expect((await pages(admin.cookie, '', 4)).flat()).toEqual(['a4', 'a3', 't3', 't2', 't1', 'a2', 'a1']);
  });

  it('pages the own list the same way when asked, and filters by status within the pages', async () => {
    const { admin, thandi } = await many();
    expect(await pages(thandi.cookie, '&user=me', 5)).toEqual([['a4', 'a3', 't3', 't2', 't1'], ['a2', 'a1']]);
    await review('t2', 'approved', null, admin.userId, '2026-11-21T09:00:00Z');
    await review('a1', 'approved', null, admin.userId, '2026-11-21T09:00:00Z');
    expect(await pages(admin.cookie, '&status=approved', 1)).toEqual([['t2'], ['a1']]);
  });

  it('gives admins 50 at most when no limit is asked for, and the own list whole', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-20T08:00:00Z') });
    const admin = await fx.signUp('reviewer', { admin: true });
    for (let index = 0; index < 52; index++) {
      await suggest(`s${String(index).padStart(2, '0')}`, admin.userId, `Suggestion number ${index} for the list?`, '2026-11-20T09:00:00Z');
    }
    const everyone = (await fx.get('/api/question-suggestions', admin.cookie)).json() as Array<{ id: string }>;
    expect(everyone).toHaveLength(50);
    expect(everyone[0]!.id).toBe('s51');
    expect((await fx.get('/api/question-suggestions?user=me', admin.cookie)).json()).toHaveLength(52);
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a number'],
    ['before=yesterday', 'before must be an ISO date-time such as 2026-11-22T13:00:00Z'],
    ['beforeId=a1', 'beforeId needs before'],
  ])('refuses %s with 400 and says why', async (query, error) => {
    const { admin } = await many();
    const response = await fx.get(`/api/question-suggestions?${query}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, statusCode: 400 });
  });
});
