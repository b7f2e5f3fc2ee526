import { type CommentDocument, commentDocumentId, ReadModel, streams } from '@iec-bets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { MODERATION_QUEUE_PAGE } from './moderation-routes.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

describe('the moderation queue', () => {
  it('counts every comment that waits, and sends the most recently reported page of them', async () => {
    const start = new Date('2026-11-30T08:00:00Z');
    fx = await startQueryFixture({ now: start });
    const admin = await fx.signUp('moderator', { admin: true });
    const author = await fx.signUp('author');
    const reporter = await fx.signUp('reporter');
    const questionId = await fx.question();
    const reported = MODERATION_QUEUE_PAGE + 2;
    for (let index = 0; index < reported; index++) {
      fx.setNow(new Date(start.getTime() + index * 60_000));
      const commentId = await fx.comment(author.userId, questionId, `Comment ${index}`);
      await fx.report(reporter.userId, questionId, commentId);
    }
    // One kept by an admin no longer waits.
    const kept = await fx.comment(author.userId, questionId, 'Kept');
    await fx.report(reporter.userId, questionId, kept);
    await fx.dismissReports(admin.userId, questionId, kept, 1);

    const response = await fx.get('/api/admin/moderation/reports', admin.cookie);
    expect(response.statusCode).toBe(200);
    const queue = response.json();
    expect(queue.waiting).toBe(reported);
    expect(queue.comments).toHaveLength(MODERATION_QUEUE_PAGE);
    expect(queue.comments[0].comment.content).toBe(`Comment ${reported - 1}`);
    expect(queue.comments.at(-1).comment.content).toBe('Comment 2');
  });

  it('counts every report a comment has had from its stream when its document predates the count (a rebuild running)', async () => {
    fx = await startQueryFixture();
    const admin = await fx.signUp('moderator', { admin: true });
    const author = await fx.signUp('author');
    const [first, second] = [await fx.signUp('first'), await fx.signUp('second')];
    const questionId = await fx.question();
    const commentId = await fx.comment(author.userId, questionId, 'Reported twice');
    await fx.report(first.userId, questionId, commentId);
    // Kept by a dismissal of version 1, then reported again.
    await fx.append(streams.question(questionId), [{ type: 'CommentReportsDismissed', data: { commentId, questionId } }], admin.userId);
    await fx.report(second.userId, questionId, commentId);
    expect((await fx.get('/api/admin/moderation/reports', admin.cookie)).json().comments[0].reportsInAll).toBe(2);

    // The document as the projections before the count wrote it.
    const id = commentDocumentId(questionId, commentId);
    const { reportCount: _count, ...older } = (await fx.readStore.get<CommentDocument>(ReadModel.comments, id))!;
    await fx.readStore.commit({ writes: [{ kind: 'put', collection: ReadModel.comments, doc: older }] });
    const queue = (await fx.get('/api/admin/moderation/reports', admin.cookie)).json();
    expect(queue.comments[0]).toMatchObject({ reportsInAll: 2, reports: [expect.objectContaining({ reporter: { id: second.userId, username: 'second' } })] });
  });
});
