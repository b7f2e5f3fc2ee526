import { streams } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('admin reads', () => {
  it('lists every question and the drafts to admins only', async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('admin', { admin: true });
    const player = await fx.signUp('player');
    const published = await fx.question({ text: 'Published' });
    const draft = await fx.question({ text: 'Draft', publish: false });

    const all = (await fx.get('/api/admin/questions', admin.cookie)).json();
    expect(all.map((q: { id: string }) => q.id).sort()).toEqual([published, draft].sort());
    const drafts = (await fx.get('/api/admin/drafts', admin.cookie)).json();
    expect(drafts.map((q: { id: string }) => q.id)).toEqual([draft]);

    expect((await fx.get('/api/admin/questions')).statusCode).toBe(401);
    const refused = await fx.get('/api/admin/drafts', player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Admins only');
  });

  it("gives the audit trail of a question's life, with actors and times, even after its deletion", async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T08:00:00Z') });
    const admin = await fx.signUp('auditor', { admin: true });
    const questionId = await fx.question();
    await fx.append(streams.question(questionId), [{ type: 'QuestionArchived', data: { questionId } }], admin.userId);
    await fx.append(streams.question(questionId), [{ type: 'QuestionDeleted', data: { questionId } }], admin.userId);

    const response = await fx.get(`/api/admin/questions/${questionId}/history`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const { events } = response.json();
    expect(events.map((event: { type: string }) => event.type)).toEqual(['QuestionDrafted', 'QuestionPublished', 'QuestionArchived', 'QuestionDeleted']);
    expect(events[3]).toMatchObject({ revision: 3, occurredAt: '2026-11-22T08:00:00.000Z', actor: { id: admin.userId, username: 'auditor' }, data: { questionId } });
    expect(events[0].actor).toBeNull();
    // The question itself is gone from the read models.
    expect((await fx.get('/api/admin/questions', admin.cookie)).json()).toEqual([]);
    expect((await fx.get('/api/admin/questions/unknown/history', admin.cookie)).statusCode).toBe(404);
  });
});
