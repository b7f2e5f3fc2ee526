import { ReadModel, type UserActivityDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';

const userActivity = ReadModel.userActivity;

const publishedQuestion = (id: string, date = '2025-03-10T11:00:00Z'): ScriptedEvent[] => [
  { event: events.drafted(id, date), at: '2025-03-01T09:00:00Z' },
  { event: events.published(id), at: '2025-03-02T10:00:00Z' },
];

/** What a user's activity says, without the bookkeeping position. */
function activityOf(doc: UserActivityDocument | null) {
  if (!doc) return null;
  const { _position, ...counters } = doc;
  return counters;
}

describe('user activity read model', () => {
  it('counts answers per South African day and keeps users without answers out', async () => {
    const models = await givenEvents([
      { event: events.registered('u1'), at: '2025-03-01T08:00:00Z' },
      { event: events.registered('u2'), at: '2025-03-01T08:00:00Z' },
      ...publishedQuestion('q1'),
      ...publishedQuestion('q2'),
      ...publishedQuestion('q3'),
      // 22:30 UTC is already the next day in South Africa.
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-09T22:30:00Z' },
      { event: events.answered('q2', 'u1', 'no'), at: '2025-03-10T12:00:00Z' },
      { event: events.answered('q3', 'u1', 'no'), at: '2025-03-11T12:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-20T10:00:00Z' },
    ]);
    expect((await models.documents<UserActivityDocument>(userActivity)).map(activityOf)).toEqual([
      { id: 'u1', userId: 'u1', totalAnswers: 3, answersByDay: { '2025-03-10': 2, '2025-03-11': 1 } },
    ]);
  });

  it('does not count a second answer to one question, nor an answer to a question that does not exist', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u1', 'no'), at: '2025-03-10T08:01:00Z' },
      { event: events.answered('missing', 'u1', 'no'), at: '2025-03-10T08:02:00Z' },
    ]);
    expect(await models.document<UserActivityDocument>(userActivity, 'u1')).toMatchObject({ totalAnswers: 1, answersByDay: { '2025-03-10': 1 } });
  });

  describe('when a question is deleted', () => {
    const history = (withDeletedQuestion: boolean): ScriptedEvent[] => {
      const onlyIf = (script: ScriptedEvent[]) => (withDeletedQuestion ? script : []);
      return [
        ...publishedQuestion('kept'),
        ...onlyIf(publishedQuestion('gone', '2025-03-12T11:00:00Z')),
        { event: events.answered('kept', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
        ...onlyIf([
          { event: events.answered('gone', 'u1', 'no'), at: '2025-03-12T08:00:00Z' },
          { event: events.answered('gone', 'u2', 'yes'), at: '2025-03-12T09:00:00Z' },
          { event: events.resolved('gone', 'no'), at: '2025-04-15T10:00:00Z' },
          { event: events.deleted('gone'), at: '2025-04-16T10:00:00Z' },
        ]),
      ];
    };

    it('leaves every user with the activity they would have had without that question', async () => {
      const withDeletion = await givenEvents(history(true), { batchSize: 3 });
      const never = await givenEvents(history(false));
      const u1 = await withDeletion.document<UserActivityDocument>(userActivity, 'u1');
      expect(activityOf(u1)).toEqual(activityOf(await never.document<UserActivityDocument>(userActivity, 'u1')));
      expect(u1).toMatchObject({ totalAnswers: 1, answersByDay: { '2025-03-10': 1 } });
    });

    it('removes the activity of a user whose only answer it held', async () => {
      const withDeletion = await givenEvents(history(true));
      expect(await withDeletion.document(userActivity, 'u2')).toBeNull();
    });
  });

  it("goes with a deleted account, and a deleted question's answers find nothing of it to take out", async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      ...publishedQuestion('q2'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q2', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.userDeleted('u1'), at: '2025-03-11T08:00:00Z' },
      { event: events.deleted('q1'), at: '2025-03-12T08:00:00Z' },
    ]);
    expect(await models.documents(userActivity)).toEqual([]);
  });
});
