import { ReadModel, type DeletedQuestionDocument } from '@iec-bets/contracts';
import { events, YES_NO } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';

const withoutPositions = <D extends { _position: number }>(documents: D[]) => documents.map(({ _position, ...rest }) => rest);

describe('the deleted questions, kept so that admins find their history', () => {
  it('keeps each deleted question as it stood, who deleted it and when, and nothing of the questions still there', async () => {
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z', 'Will turnout pass 60%?'), at: '2025-03-01T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-02T09:00:00Z', actorId: 'admin-1' },
      // Three answerers: the deletion walks them in pages of growing size, and the question still counts them all.
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:01:00Z' },
      { event: events.answered('q1', 'u3', 'yes'), at: '2025-03-10T08:02:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-11T09:00:00Z', actorId: 'admin-1' },
      { event: events.deleted('q1'), at: '2025-03-12T09:00:00Z', actorId: 'admin-2' },
      // A draft the operator's command line deleted, and a question that stays.
      { event: events.drafted('q2', '2025-03-15T11:00:00Z', 'Will the budget pass?'), at: '2025-03-13T09:00:00Z' },
      { event: events.deleted('q2'), at: '2025-03-14T09:00:00Z' },
      { event: events.drafted('q3', '2025-03-16T11:00:00Z'), at: '2025-03-14T10:00:00Z' },
    ]);

    expect(withoutPositions(await models.documents<DeletedQuestionDocument>(ReadModel.deletedQuestions))).toEqual([
      {
        id: 'q1', text: 'Will turnout pass 60%?', date: '2025-03-10T11:00:00.000Z', options: YES_NO,
        wasPublished: true, wasResolved: true, totalVotes: 3, deletedAt: '2025-03-12T09:00:00.000Z', deletedBy: 'admin-2',
      },
      {
        id: 'q2', text: 'Will the budget pass?', date: '2025-03-15T11:00:00.000Z', options: YES_NO,
        wasPublished: false, wasResolved: false, totalVotes: 0, deletedAt: '2025-03-14T09:00:00.000Z', deletedBy: null,
      },
    ]);
    expect((await models.documents(ReadModel.questions)).map((question) => question.id)).toEqual(['q3']);
  });

  it('keeps the deletion of an admin whose account is deleted since, by id: the name is looked up when read', async () => {
    const models = await givenEvents([
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.deleted('q1'), at: '2025-03-02T09:00:00Z', actorId: 'admin-1' },
      { event: events.userDeleted('admin-1'), at: '2025-03-03T09:00:00Z', actorId: 'admin-1' },
    ]);
    expect(await models.document(ReadModel.deletedQuestions, 'q1')).toMatchObject({ deletedBy: 'admin-1', deletedAt: '2025-03-02T09:00:00.000Z' });
  });

  it('lists nothing for a deletion of a question the read models never held', async () => {
    const models = await givenEvents([{ event: events.deleted('never'), at: '2025-03-02T09:00:00Z', actorId: 'admin-1' }]);
    expect(await models.documents(ReadModel.deletedQuestions)).toEqual([]);
  });
});
