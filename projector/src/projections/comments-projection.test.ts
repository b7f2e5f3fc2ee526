import { ReadModel, type CommentDocument, type QuestionDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { projectEvents } from '../project-events.js';
import { givenEvents } from '../test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';

const comments = ReadModel.comments;
const PNG = { hash: 'b2'.repeat(32), mimeType: 'image/png' as const };

/** Two published questions, q1 and q2. */
const questions: ScriptedEvent[] = [
  { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
  { event: events.drafted('q2', '2025-03-11T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
  { event: events.published('q1'), at: '2025-03-02T09:00:00Z' },
  { event: events.published('q2'), at: '2025-03-02T09:00:00Z' },
];

const commentCounts = async (models: Awaited<ReturnType<typeof givenEvents>>) =>
  Object.fromEntries(
    (await models.documents<QuestionDocument>(ReadModel.questions)).map((question) => [question.id, question.commentCount]),
  );

describe('comments read model', () => {
  it('holds a posted comment with its text, image reference, author and time', async () => {
    const models = await givenEvents([
      ...questions,
      { event: events.commented('c1', 'q1', 'u1', 'Called it', PNG), at: '2025-03-10T08:00:00Z', actorId: 'u1' },
      { event: events.commented('c2', 'q1', 'u2', 'No image here'), at: '2025-03-10T08:05:00Z', actorId: 'u2' },
    ]);
    expect(await models.documents(comments)).toEqual([
      {
        id: 'q1:c1',
        commentId: 'c1',
        questionId: 'q1',
        userId: 'u1',
        content: 'Called it',
        image: PNG,
        createdAt: '2025-03-10T08:00:00.000Z',
        _position: 5,
      },
      {
        id: 'q1:c2',
        commentId: 'c2',
        questionId: 'q1',
        userId: 'u2',
        content: 'No image here',
        image: null,
        createdAt: '2025-03-10T08:05:00.000Z',
        _position: 6,
      },
    ]);
  });

  it('counts live comments on each question, down again when one is deleted', async () => {
    const models = await givenEvents([
      ...questions,
      { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:00:00Z' },
      { event: events.commented('c2', 'q1', 'u2'), at: '2025-03-10T08:01:00Z' },
      { event: events.commented('c3', 'q2', 'u1'), at: '2025-03-10T08:02:00Z' },
      { event: events.commentDeleted('c1', 'q1'), at: '2025-03-10T09:00:00Z' },
    ]);
    expect((await models.documents<CommentDocument>(comments)).map((c) => c.commentId)).toEqual(['c2', 'c3']);
    expect(await commentCounts(models)).toEqual({ q1: 1, q2: 1 });
  });

  it('counts a deletion once, even when it comes twice', async () => {
    const models = await givenEvents([
      ...questions,
      { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:00:00Z' },
      { event: events.commented('c2', 'q1', 'u1'), at: '2025-03-10T08:01:00Z' },
      { event: events.commentDeleted('c1', 'q1'), at: '2025-03-10T09:00:00Z' },
      { event: events.commentDeleted('c1', 'q1'), at: '2025-03-10T09:01:00Z' },
    ]);
    expect(await commentCounts(models)).toEqual({ q1: 1, q2: 0 });
  });

  it('keeps the comments of an archived or resolved question', async () => {
    const models = await givenEvents([
      ...questions,
      { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-11T08:00:00Z' },
      { event: events.archived('q1'), at: '2025-03-12T08:00:00Z' },
      { event: events.commented('c2', 'q1', 'u2'), at: '2025-03-12T09:00:00Z' },
    ]);
    expect((await models.documents(comments)).map((c) => c.id)).toEqual(['q1:c1', 'q1:c2']);
    expect(await commentCounts(models)).toEqual({ q1: 2, q2: 0 });
  });

  it("removes a deleted question's comments, and leaves none for a comment that races the deletion", async () => {
    const models = await givenEvents([
      ...questions,
      { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:00:00Z' },
      { event: events.commented('c2', 'q1', 'u2'), at: '2025-03-10T08:01:00Z' },
      { event: events.commented('c3', 'q2', 'u1'), at: '2025-03-10T08:02:00Z' },
      { event: events.deleted('q1'), at: '2025-03-11T08:00:00Z' },
      { event: events.commented('c4', 'q1', 'u3'), at: '2025-03-11T08:00:01Z' },
      { event: events.commentDeleted('c2', 'q1'), at: '2025-03-11T08:00:02Z' },
    ]);
    expect((await models.documents(comments)).map((c) => c.id)).toEqual(['q2:c3']);
    expect(await commentCounts(models)).toEqual({ q2: 1 });
  });

  it('gives the same documents whether the events come in one batch or one by one', async () => {
    const script: ScriptedEvent[] = [
      ...questions,
      { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:00:00Z' },
      { event: events.commented('c2', 'q2', 'u2', 'with a picture', PNG), at: '2025-03-10T08:01:00Z' },
      { event: events.commentDeleted('c1', 'q1'), at: '2025-03-10T08:02:00Z' },
      { event: events.commented('c3', 'q1', 'u1'), at: '2025-03-10T08:03:00Z' },
      { event: events.deleted('q2'), at: '2025-03-10T08:04:00Z' },
    ];
    const batched = await givenEvents(script);
    const single = await givenEvents(script, { batchSize: 1 });
    expect(await single.documents(comments)).toEqual(await batched.documents(comments));
    expect(await single.documents(ReadModel.questions)).toEqual(await batched.documents(ReadModel.questions));
    expect(await commentCounts(single)).toEqual({ q1: 1 });
  });

  it('changes nothing when an event is projected again', async () => {
    const models = await givenEvents([...questions, { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:00:00Z' }]);
    const before = { comments: await models.documents(comments), counts: await commentCounts(models) };
    await projectEvents(models.store, models.events.slice(-1));
    expect(await models.documents(comments)).toEqual(before.comments);
    expect(await commentCounts(models)).toEqual(before.counts);
  });
});

describe('comments read model: moderation', () => {
  const posted: ScriptedEvent = { event: events.commented('c1', 'q1', 'u1', 'Here is his address', PNG), at: '2025-03-10T08:00:00Z', actorId: 'u1' };
  const comment = async (models: Awaited<ReturnType<typeof givenEvents>>) =>
    (await models.documents<CommentDocument>(comments)).find((doc) => doc.commentId === 'c1');

  it('queues a reported comment for the admins, with each report in order and the time of the latest', async () => {
    const models = await givenEvents([
      ...questions,
      posted,
      { event: events.commentReported('c1', 'q1', 'u2', 'personal-information'), at: '2025-03-10T09:00:00Z', actorId: 'u2' },
      { event: events.commentReported('c1', 'q1', 'u3', 'other', 'Doxxing'), at: '2025-03-10T09:30:00Z', actorId: 'u3' },
    ]);
    expect(await comment(models)).toMatchObject({
      content: 'Here is his address',
      awaitingModeration: true,
      lastReportedAt: '2025-03-10T09:30:00.000Z',
      pendingReports: [
        { reporterId: 'u2', reason: 'personal-information', details: '', reportedAt: '2025-03-10T09:00:00.000Z' },
        { reporterId: 'u3', reason: 'other', details: 'Doxxing', reportedAt: '2025-03-10T09:30:00.000Z' },
      ],
    });
  });

  it('takes a kept comment off the queue, and puts it back on a new report with that report alone', async () => {
    const models = await givenEvents([
      ...questions,
      posted,
      { event: events.commentReported('c1', 'q1', 'u2'), at: '2025-03-10T09:00:00Z' },
      { event: events.commentReportsDismissed('c1', 'q1', 1), at: '2025-03-10T10:00:00Z' },
    ]);
    const kept = await comment(models);
    expect(kept).not.toHaveProperty('awaitingModeration');
    expect(kept).not.toHaveProperty('pendingReports');
    expect(kept?.content).toBe('Here is his address');

    const reportedAgain = await givenEvents([
      ...questions,
      posted,
      { event: events.commentReported('c1', 'q1', 'u2'), at: '2025-03-10T09:00:00Z' },
      { event: events.commentReportsDismissed('c1', 'q1', 1), at: '2025-03-10T10:00:00Z' },
      { event: events.commentReported('c1', 'q1', 'u3', 'spam'), at: '2025-03-10T11:00:00Z' },
    ]);
    expect((await comment(reportedAgain))?.pendingReports?.map((report) => report.reporterId)).toEqual(['u3']);
  });

  it('keeps waiting the reports that came in after those the admin read, and reads version 1 as dismissing all', async () => {
    const reports = [
      { event: events.commentReported('c1', 'q1', 'u2'), at: '2025-03-10T09:00:00Z' },
      { event: events.commentReported('c1', 'q1', 'u3', 'spam'), at: '2025-03-10T09:10:00Z' },
      { event: events.commentReported('c1', 'q1', 'u4', 'hate'), at: '2025-03-10T09:20:00Z' },
    ];
    const partly = await givenEvents([
      ...questions,
      posted,
      ...reports,
      { event: events.commentReportsDismissed('c1', 'q1', 2), at: '2025-03-10T10:00:00Z' },
    ]);
    expect(await comment(partly)).toMatchObject({
      awaitingModeration: true,
      lastReportedAt: '2025-03-10T09:20:00.000Z',
      pendingReports: [{ reporterId: 'u4', reason: 'hate', details: '', reportedAt: '2025-03-10T09:20:00.000Z' }],
    });

    const all = await givenEvents([...questions, posted, ...reports, { event: events.commentReportsDismissed('c1', 'q1'), at: '2025-03-10T10:00:00Z' }]);
    expect(await comment(all)).not.toHaveProperty('pendingReports');
  });

  it('keeps a removed comment in its place, counted, but without its text, its image or its reports', async () => {
    const models = await givenEvents([
      ...questions,
      posted,
      { event: events.commentReported('c1', 'q1', 'u2'), at: '2025-03-10T09:00:00Z' },
      { event: events.commentRemoved('c1', 'q1'), at: '2025-03-10T10:00:00Z', actorId: 'admin' },
      // A report that raced the removal asks nothing more of the moderators.
      { event: events.commentReported('c1', 'q1', 'u3'), at: '2025-03-10T10:00:01Z' },
    ]);
    const removed = await comment(models);
    expect(removed).toMatchObject({ commentId: 'c1', userId: 'u1', content: '', image: null, removedByModerator: true, createdAt: '2025-03-10T08:00:00.000Z' });
    expect(removed).not.toHaveProperty('awaitingModeration');
    expect(removed).not.toHaveProperty('pendingReports');
    expect(await commentCounts(models)).toEqual({ q1: 1, q2: 0 });
  });

  it('ignores moderation of a comment its author already deleted', async () => {
    const models = await givenEvents([
      ...questions,
      posted,
      { event: events.commentDeleted('c1', 'q1'), at: '2025-03-10T09:00:00Z' },
      { event: events.commentReported('c1', 'q1', 'u2'), at: '2025-03-10T09:00:01Z' },
      { event: events.commentRemoved('c1', 'q1'), at: '2025-03-10T09:00:02Z' },
    ]);
    expect(await models.documents(comments)).toEqual([]);
  });
});
