import { ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';

const answers = ReadModel.answers;

const publishedQuestion = (id: string): ScriptedEvent[] => [
  { event: events.drafted(id, '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
  { event: events.published(id), at: '2025-03-02T10:00:00Z' },
];

describe('answers read model', () => {
  it('records an answer with the split the user answered against', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'yes'), at: '2025-03-10T08:01:00Z' },
      { event: events.answered('q1', 'u3', 'no'), at: '2025-03-10T08:02:00Z' },
    ]);
    expect(await models.documents(answers)).toEqual([
      {
        id: 'q1:u1',
        questionId: 'q1',
        userId: 'u1',
        optionId: 'yes',
        submittedAt: '2025-03-10T08:00:00.000Z',
        crowdBefore: { yes: 0, total: 0 },
        _position: 3,
      },
      expect.objectContaining({ id: 'q1:u2', crowdBefore: { yes: 1, total: 1 } }),
      expect.objectContaining({ id: 'q1:u3', crowdBefore: { yes: 2, total: 2 } }),
    ]);
  });

  it('leaves the answers as they were when their question is resolved: whether each was right is read from the question', async () => {
    const before = [
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:01:00Z' },
    ];
    const answered = await givenEvents(before);
    const resolved = await givenEvents([...before, { event: events.resolved('q1', 'no'), at: '2025-03-11T15:00:00Z' }]);
    expect(await resolved.documents(answers)).toEqual(await answered.documents(answers));
  });

  it('keeps the first answer when a user answers the same question twice', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u1', 'no'), at: '2025-03-10T08:05:00Z' },
    ]);
    expect(await models.document(answers, 'q1:u1')).toMatchObject({ optionId: 'yes', submittedAt: '2025-03-10T08:00:00.000Z' });
  });

  it("removes a deleted question's answers, also those recorded in the same batch, and keeps the others", async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      ...publishedQuestion('q2'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q2', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
    ]);
    await models.followedBy([
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T09:00:00Z' },
      { event: events.deleted('q1'), at: '2025-03-10T10:00:00Z' },
    ]);
    expect((await models.documents(answers)).map((a) => a.id)).toEqual(['q2:u1']);
  });
});
