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

  it('gives each moderation step the comment it was about, as posted, and reads an erased one as erased', async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('moderator', { admin: true });
    const author = await fx.signUp('author');
    const questionId = await fx.question();
    const insult = await fx.comment(author.userId, questionId, 'You are all fools');
    const picture = await fx.comment(author.userId, questionId, '', { hash: 'a'.repeat(64), mimeType: 'image/png' });
    // As the log reads a comment once its author deleted it: its words and image were sealed under a key now destroyed.
    const erased = await fx.comment(author.userId, questionId, '', null);
    await fx.removeComment(admin.userId, questionId, insult, 'Insults');
    await fx.removeComment(admin.userId, questionId, picture, 'Graphic');
    await fx.dismissReports(admin.userId, questionId, erased, 1);

    const { events } = (await fx.get(`/api/admin/questions/${questionId}/history`, admin.cookie)).json();
    const byAuthor = { id: author.userId, username: 'author' };
    expect(events.map((event: { type: string; comment?: unknown }) => [event.type, event.comment])).toEqual([
      ['QuestionDrafted', undefined],
      ['QuestionPublished', undefined],
      ['CommentRemoved', { author: byAuthor, content: 'You are all fools', hadImage: false }],
      ['CommentRemoved', { author: byAuthor, content: '', hadImage: true }],
      ['CommentReportsDismissed', { author: byAuthor, content: null, hadImage: false }],
    ]);
  });

  it('lists the deleted questions to admins only, the latest deletion first, with who deleted them, a page at a time', async () => {
    fx = await startQueryFixture({ now: new Date('2026-11-22T08:00:00Z') });
    const admin = await fx.signUp('auditor', { admin: true });
    const player = await fx.signUp('player');
    const resolved = await fx.question({ text: 'Will turnout pass 60%', date: new Date('2026-11-20T11:00:00Z') });
    await fx.answer(player.userId, resolved, 'yes');
    await fx.append(streams.question(resolved), [{ type: 'QuestionResolved', data: { questionId: resolved, correctOptionId: 'yes', resolutionSummary: 'It did.', resolutionProofUrl: null } }], admin.userId);
    await fx.append(streams.question(resolved), [{ type: 'QuestionDeleted', data: { questionId: resolved } }], admin.userId);
    fx.setNow(new Date('2026-11-22T09:00:00Z'));
    const draft = await fx.question({ text: 'Will the budget pass', publish: false });
    // The operator's command line deletes as nobody.
    await fx.append(streams.question(draft), [{ type: 'QuestionDeleted', data: { questionId: draft } }], null);
    const kept = await fx.question({ text: 'Still here' });

    const response = await fx.get('/api/admin/questions/deleted', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: draft, text: 'Will the budget pass', date: '2026-11-22T09:00:00.000Z', dayNumber: expect.any(Number),
        options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: 'No' }],
        wasPublished: false, wasResolved: false, totalVotes: 0, deletedAt: '2026-11-22T09:00:00.000Z', deletedBy: null,
      },
      {
        id: resolved, text: 'Will turnout pass 60%', date: '2026-11-20T11:00:00.000Z', dayNumber: expect.any(Number),
        options: [{ id: 'yes', text: 'Yes' }, { id: 'no', text: 'No' }],
        wasPublished: true, wasResolved: true, totalVotes: 1, deletedAt: '2026-11-22T08:00:00.000Z',
        deletedBy: { id: admin.userId, username: 'auditor' },
      },
    ]);
    // Each is still found by its history, which the log keeps; the question left alive is not listed.
    expect((await fx.get(`/api/admin/questions/${resolved}/history`, admin.cookie)).statusCode).toBe(200);
    expect(response.json().map((question: { id: string }) => question.id)).not.toContain(kept);

    // A page at a time: the next starts after the last shown.
    const first = (await fx.get('/api/admin/questions/deleted?limit=1', admin.cookie)).json();
    expect(first.map((question: { id: string }) => question.id)).toEqual([draft]);
    const next = await fx.get(`/api/admin/questions/deleted?limit=1&before=${first[0].deletedAt}&beforeId=${draft}`, admin.cookie);
    expect(next.json().map((question: { id: string }) => question.id)).toEqual([resolved]);
    expect((await fx.get('/api/admin/questions/deleted?limit=101', admin.cookie)).statusCode).toBe(400);

    expect((await fx.get('/api/admin/questions/deleted')).statusCode).toBe(401);
    expect((await fx.get('/api/admin/questions/deleted', player.cookie)).statusCode).toBe(403);
  });

  it('names no one for a deletion whose admin has deleted their account since, as the history names them', async () => {
    fx = await startQueryFixture();
    const auditor = await fx.signUp('auditor', { admin: true });
    const leaver = await fx.signUp('leaver', { admin: true });
    const questionId = await fx.question();
    await fx.append(streams.question(questionId), [{ type: 'QuestionDeleted', data: { questionId } }], leaver.userId);
    await fx.append(streams.user(leaver.userId), [{ type: 'UserDeleted', data: { userId: leaver.userId, username: 'leaver' } }], leaver.userId);

    const [deleted] = (await fx.get('/api/admin/questions/deleted', auditor.cookie)).json();
    expect(deleted.deletedBy).toEqual({ id: leaver.userId, username: null });
    const history = (await fx.get(`/api/admin/questions/${questionId}/history`, auditor.cookie)).json();
    expect(history.events.at(-1).actor).toEqual(deleted.deletedBy);
  });
});
