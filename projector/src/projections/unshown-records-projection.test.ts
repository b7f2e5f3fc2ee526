import { ReadModel, type AnswerToDeletedQuestionDocument, type UnshownRecordDocument } from '@iec-bets/contracts';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';

const published: ScriptedEvent[] = [
  { event: events.drafted('q1', '2025-03-10T11:00:00Z', 'Will turnout pass 60%?'), at: '2025-03-01T09:00:00Z' },
  { event: events.published('q1'), at: '2025-03-02T09:00:00Z' },
];

const withoutPositions = <D extends { _position: number }>(documents: D[]) => documents.map(({ _position, ...rest }) => rest);

describe("what a question's deletion takes off show, kept for its people's data exports", () => {
  it("keeps each answer with the question and option in words, whether it was right and its points, a page at a time", async () => {
    const models = await givenEvents([
      ...published,
      // Three answerers: the deletion takes them in pages of growing size, so more than one page.
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:01:00Z' },
      { event: events.answered('q1', 'u3', 'yes'), at: '2025-03-10T08:02:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-11T09:00:00Z' },
      { event: events.deleted('q1'), at: '2025-03-12T09:00:00Z' },
    ]);
    expect(await models.documents(ReadModel.answers)).toEqual([]);
    const kept = withoutPositions(await models.documents<AnswerToDeletedQuestionDocument>(ReadModel.answersToDeletedQuestions));
    const common = { questionId: 'q1', questionText: 'Will turnout pass 60%?', questionDeletedAt: '2025-03-12T09:00:00.000Z' };
    // Points as the record held them until the deletion: right with an even crowd, then wrong against a crowd all on
    // Yes, then right with an even crowd again.
    expect(kept).toEqual([
      { id: 'q1:u1', userId: 'u1', optionId: 'yes', optionText: 'Yes', submittedAt: '2025-03-10T08:00:00.000Z', correct: true, millipoints: 25_000, ...common },
      { id: 'q1:u2', userId: 'u2', optionId: 'no', optionText: 'No', submittedAt: '2025-03-10T08:01:00.000Z', correct: false, millipoints: -100_000, ...common },
      { id: 'q1:u3', userId: 'u3', optionId: 'yes', optionText: 'Yes', submittedAt: '2025-03-10T08:02:00.000Z', correct: true, millipoints: 25_000, ...common },
    ]);

    // Once an account is deleted, nobody is left to ask for its answers.
    await models.followedBy([{ event: events.userDeleted('u2'), at: '2025-03-13T09:00:00Z' }]);
    expect((await models.documents(ReadModel.answersToDeletedQuestions)).map((answer) => answer.id)).toEqual(['q1:u1', 'q1:u3']);
  });

  it('keeps its comments, the reports waiting on them and its disputes, each for its own author', async () => {
    const models = await givenEvents([
      ...published,
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.commented('c1', 'q1', 'u1', 'Called it'), at: '2025-03-10T08:05:00Z' },
      { event: events.commentReported('c1', 'q1', 'u2', 'misinformation', 'Not what the IEC says'), at: '2025-03-10T08:06:00Z' },
      { event: events.resolved('q1', 'no'), at: '2025-03-11T09:00:00Z' },
      { event: events.resolutionDisputed('q1', 'Turnout was 61%'), at: '2025-03-11T10:00:00Z', actorId: 'u1' },
      { event: events.deleted('q1'), at: '2025-03-12T09:00:00Z' },
    ]);
    const deletedAt = '2025-03-12T09:00:00.000Z';
    expect(withoutPositions(await models.documents<UnshownRecordDocument>(ReadModel.unshownRecords))).toEqual([
      {
        kind: 'comment', id: 'comment:c1', userId: 'u1', commentId: 'c1', questionId: 'q1', questionText: 'Will turnout pass 60%?',
        postedAt: '2025-03-10T08:05:00.000Z', questionDeletedAt: deletedAt, removedByModerator: false,
      },
      {
        kind: 'dispute', id: 'dispute:q1:u1', userId: 'u1', questionId: 'q1', reason: 'Turnout was 61%',
        disputedAt: '2025-03-11T10:00:00.000Z', status: 'open', note: null, questionDeletedAt: deletedAt,
      },
      {
        kind: 'report', id: 'report:c1:u2', userId: 'u2', commentId: 'c1', questionId: 'q1', reason: 'misinformation',
        details: 'Not what the IEC says', reportedAt: '2025-03-10T08:06:00.000Z', outcome: 'question deleted', dealtWithAt: deletedAt,
      },
    ]);

    // Its author deletes the comment, which they can still do: its words go, and only that they posted it stays.
    await models.followedBy([{ event: events.commentDeleted('c1', 'q1'), at: '2025-03-13T09:00:00Z' }]);
    expect((await models.documents(ReadModel.unshownRecords)).map((record) => record.id)).toEqual(['deleted-comment:c1', 'dispute:q1:u1', 'report:c1:u2']);
    expect(await models.document(ReadModel.unshownRecords, 'deleted-comment:c1')).toMatchObject({
      userId: 'u1', questionId: 'q1', postedAt: '2025-03-10T08:05:00.000Z', deletedAt: '2025-03-13T09:00:00.000Z',
      // As it stood: under a question deleted the day before, never removed by a moderator.
      questionDeletedAt: deletedAt, removedByModerator: false,
    });
  });

  it('says whether a moderator had removed a comment of the deleted question', async () => {
    const models = await givenEvents([
      ...published,
      { event: events.commented('c1', 'q1', 'u1', 'Here is his address'), at: '2025-03-10T08:05:00Z' },
      { event: events.commentRemoved('c1', 'q1'), at: '2025-03-10T09:00:00Z' },
      { event: events.deleted('q1'), at: '2025-03-12T09:00:00Z' },
    ]);
    expect(await models.document(ReadModel.unshownRecords, 'comment:c1')).toMatchObject({ removedByModerator: true });
    // Its author deletes it afterwards: the record that they posted it still says it had been removed.
    await models.followedBy([{ event: events.commentDeleted('c1', 'q1'), at: '2025-03-13T09:00:00Z' }]);
    expect(await models.document(ReadModel.unshownRecords, 'deleted-comment:c1')).toMatchObject({
      removedByModerator: true,
      questionDeletedAt: '2025-03-12T09:00:00.000Z',
    });
  });

  it('keeps a comment, or a report, that reached the log just after the deletion, which no read model showed', async () => {
    const models = await givenEvents([
      ...published,
      { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:05:00Z' },
      { event: events.deleted('q1'), at: '2025-03-12T09:00:00Z' },
      // Decided while the question still stood, each on a stream of its own, and recorded a moment later.
      { event: events.commented('c2', 'q1', 'u1', 'Raced the deletion'), at: '2025-03-12T09:00:01Z' },
      { event: events.commentReported('c1', 'q1', 'u2', 'spam', 'Raced it too'), at: '2025-03-12T09:00:02Z' },
    ]);
    expect(await models.documents(ReadModel.comments)).toEqual([]);
    expect(await models.document(ReadModel.unshownRecords, 'comment:c2')).toMatchObject({
      userId: 'u1', questionId: 'q1', questionText: null, postedAt: '2025-03-12T09:00:01.000Z', removedByModerator: false,
    });
    expect(await models.document(ReadModel.unshownRecords, 'report:c1:u2')).toMatchObject({
      userId: 'u2', details: 'Raced it too', outcome: 'question deleted', dealtWithAt: '2025-03-12T09:00:02.000Z',
    });
  });

  it('keeps nothing for accounts deleted before the question: no one is left to ask for it', async () => {
    const models = await givenEvents([
      ...published,
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:01:00Z' },
      { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:05:00Z' },
      { event: events.commented('c2', 'q1', 'u2'), at: '2025-03-10T08:06:00Z' },
      { event: events.commentReported('c2', 'q1', 'u1', 'abuse', 'Rude'), at: '2025-03-10T08:07:00Z' },
      { event: events.userDeleted('u1'), at: '2025-03-11T09:00:00Z' },
      { event: events.deleted('q1'), at: '2025-03-12T09:00:00Z' },
    ]);
    expect((await models.documents(ReadModel.answersToDeletedQuestions)).map((answer) => answer.id)).toEqual(['q1:u2']);
    // Never resolved: it earned nothing either way.
    expect(await models.document(ReadModel.answersToDeletedQuestions, 'q1:u2')).toMatchObject({ correct: null, millipoints: null });
    expect((await models.documents(ReadModel.unshownRecords)).map((record) => record.id)).toEqual(['comment:c2']);
  });
});

describe('reports once dealt with', () => {
  const reported: ScriptedEvent[] = [
    ...published,
    { event: events.commented('c1', 'q1', 'u1'), at: '2025-03-10T08:00:00Z' },
    { event: events.commentReported('c1', 'q1', 'u2', 'spam', 'Advert'), at: '2025-03-10T08:01:00Z' },
    { event: events.commentReported('c1', 'q1', 'u3', 'abuse'), at: '2025-03-10T08:02:00Z' },
  ];
  const outcomes = async (models: Awaited<ReturnType<typeof givenEvents>>) =>
    (await models.documents<UnshownRecordDocument>(ReadModel.unshownRecords)).map((record) =>
      record.kind === 'report' ? [record.userId, record.outcome, record.dealtWithAt] : [record.id],
    );

  it('keeps those a dismissal dealt with, not one that came in while the admin read the others', async () => {
    const models = await givenEvents([
      ...reported,
      { event: events.commentReportsDismissed('c1', 'q1', 1), at: '2025-03-10T09:00:00Z' },
    ]);
    expect(await outcomes(models)).toEqual([['u2', 'dismissed', '2025-03-10T09:00:00.000Z']]);
    await models.followedBy([{ event: events.commentRemoved('c1', 'q1'), at: '2025-03-10T10:00:00Z' }]);
    expect(await outcomes(models)).toEqual([
      ['u2', 'dismissed', '2025-03-10T09:00:00.000Z'],
      ['u3', 'comment removed', '2025-03-10T10:00:00.000Z'],
    ]);
  });

  it("keeps those its author's deletion of the comment ended", async () => {
    const models = await givenEvents([...reported, { event: events.commentDeleted('c1', 'q1'), at: '2025-03-10T09:00:00Z' }]);
    expect(await outcomes(models)).toEqual([
      ['deleted-comment:c1'],
      ['u2', 'comment deleted by its author', '2025-03-10T09:00:00.000Z'],
      ['u3', 'comment deleted by its author', '2025-03-10T09:00:00.000Z'],
    ]);
  });
});

describe('ended friendships and deleted suggestions', () => {
  it('keeps a declined request for both people, each time it is declined', async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-03-10T08:00:00Z' },
      { event: events.friendRequestRejected('u1', 'u2'), at: '2025-03-10T09:00:00Z' },
      { event: events.friendRequested('u1', 'u2'), at: '2025-03-11T08:00:00Z' },
      { event: events.friendRequestRejected('u1', 'u2'), at: '2025-03-11T09:00:00Z' },
    ]);
    expect(await models.documents(ReadModel.friendships)).toEqual([]);
    const declined = { kind: 'ended friendship', endedBecause: 'declined', acceptedAt: null };
    const records = withoutPositions(await models.documents<UnshownRecordDocument>(ReadModel.unshownRecords));
    expect(records.map(({ id: _id, ...record }) => record)).toEqual(
      expect.arrayContaining([
        { ...declined, userId: 'u1', otherUserId: 'u2', direction: 'sent', requestedAt: '2025-03-10T08:00:00.000Z', endedAt: '2025-03-10T09:00:00.000Z' },
        { ...declined, userId: 'u2', otherUserId: 'u1', direction: 'received', requestedAt: '2025-03-10T08:00:00.000Z', endedAt: '2025-03-10T09:00:00.000Z' },
        { ...declined, userId: 'u1', otherUserId: 'u2', direction: 'sent', requestedAt: '2025-03-11T08:00:00.000Z', endedAt: '2025-03-11T09:00:00.000Z' },
        { ...declined, userId: 'u2', otherUserId: 'u1', direction: 'received', requestedAt: '2025-03-11T08:00:00.000Z', endedAt: '2025-03-11T09:00:00.000Z' },
      ]),
    );
    expect(records).toHaveLength(4);
  });

  it("keeps for the other one a friendship, or a request, that an account's deletion ended", async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-03-10T08:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-03-10T08:30:00Z' },
      { event: events.friendRequested('u3', 'u1'), at: '2025-03-10T09:00:00Z' },
      { event: events.userDeleted('u1'), at: '2025-03-11T09:00:00Z' },
    ]);
    const records = withoutPositions(await models.documents<UnshownRecordDocument>(ReadModel.unshownRecords));
    const ended = { kind: 'ended friendship', otherUserId: 'u1', endedAt: '2025-03-11T09:00:00.000Z', endedBecause: 'account deleted' };
    expect(records.map(({ id: _id, ...record }) => record)).toEqual([
      { ...ended, userId: 'u2', direction: 'received', requestedAt: '2025-03-10T08:00:00.000Z', acceptedAt: '2025-03-10T08:30:00.000Z' },
      { ...ended, userId: 'u3', direction: 'sent', requestedAt: '2025-03-10T09:00:00.000Z', acceptedAt: null },
    ]);
  });

  it('keeps a suggestion an admin deleted, as it last stood, until its author deletes their account', async () => {
    const models = await givenEvents([
      { event: events.suggested('s1', 'u1', 'Will the by-election be held in March?', 'The seat is vacant'), at: '2025-03-10T08:00:00Z' },
      { event: events.suggestionReviewed('s1', 'rejected', 'Already asked'), at: '2025-03-10T09:00:00Z' },
      { event: events.suggestionDeleted('s1'), at: '2025-03-11T09:00:00Z' },
    ]);
    expect(withoutPositions(await models.documents<UnshownRecordDocument>(ReadModel.unshownRecords))).toEqual([
      {
        kind: 'suggestion', id: 'suggestion:s1', userId: 'u1', suggestionId: 's1', title: 'Will the by-election be held in March?',
        description: 'The seat is vacant', status: 'rejected', adminNotes: 'Already asked', submittedAt: '2025-03-10T08:00:00.000Z',
        deletedAt: '2025-03-11T09:00:00.000Z',
      },
    ]);
    await models.followedBy([{ event: events.userDeleted('u1'), at: '2025-03-12T09:00:00Z' }]);
    expect(await models.documents(ReadModel.unshownRecords)).toEqual([]);
  });
});
