import {
  answerOutcome,
  ReadModel,
  southAfricanDay,
  type AnswerDocument,
  type DailyActivityDocument,
  type QuestionDocument,
  type UserActivityDocument,
} from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { scriptedHistory } from '../test-support/scripted-history.js';

const dailyActivity = ReadModel.dailyActivity;

const publishedQuestion = (id: string): ScriptedEvent[] => [
  { event: events.drafted(id, '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
  { event: events.published(id), at: '2025-03-01T10:00:00Z' },
];

/**
 * The days with activity, their counters without the bookkeeping position. A day whose counters all went back to
 * zero keeps its document (for its position), and reads like a quiet day, which the analytics fill with zeros.
 */
async function days(models: Awaited<ReturnType<typeof givenEvents>>) {
  return (await models.documents<DailyActivityDocument>(dailyActivity))
    .map(({ _position, ...counters }) => counters)
    .filter(({ id: _id, ...counters }) => Object.values(counters).some((count) => count !== 0));
}

const day = (id: string, counters: Partial<Omit<DailyActivityDocument, 'id' | '_position'>>) => ({
  id,
  signUps: 0,
  answers: 0,
  activeVoters: 0,
  resolvedAnswers: 0,
  correctAnswers: 0,
  ...counters,
});

describe('daily activity read model', () => {
  it('counts sign-ups, answers and distinct voters per South African day', async () => {
    const models = await givenEvents(
      [
        { event: events.registered('u1'), at: '2025-03-09T08:00:00Z' },
        // 22:30 UTC is already 10 March in South Africa.
        { event: events.registered('u2'), at: '2025-03-09T22:30:00Z' },
        { event: events.registered('u1'), at: '2025-03-10T08:00:00Z' },
        ...publishedQuestion('q1'),
        ...publishedQuestion('q2'),
        ...publishedQuestion('q3'),
        { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
        { event: events.answered('q2', 'u1', 'no'), at: '2025-03-10T09:00:00Z' },
        { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T09:30:00Z' },
        { event: events.answered('q3', 'u1', 'no'), at: '2025-03-11T09:00:00Z' },
        // A second answer to the same question and an answer to an unknown question leave no trace.
        { event: events.answered('q1', 'u1', 'no'), at: '2025-03-11T09:00:00Z' },
        { event: events.answered('nope', 'u2', 'no'), at: '2025-03-11T09:00:00Z' },
      ],
      { batchSize: 4 },
    );
    expect(await days(models)).toEqual([
      day('2025-03-09', { signUps: 1 }),
      day('2025-03-10', { signUps: 1, answers: 3, activeVoters: 2 }),
      day('2025-03-11', { answers: 1, activeVoters: 1 }),
    ]);
  });

  it('counts resolved and correct answers on the day of the resolution, and moves them when it is resolved again', async () => {
    const models = await givenEvents([
      ...publishedQuestion('q1'),
      { event: events.answered('q1', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
      { event: events.answered('q1', 'u2', 'no'), at: '2025-03-10T08:00:00Z' },
      { event: events.resolved('q1', 'yes'), at: '2025-03-12T10:00:00Z' },
      // Answered after the resolution: counts as resolved on the resolution's day.
      { event: events.answered('q1', 'u3', 'yes'), at: '2025-03-13T10:00:00Z' },
    ]);
    expect(await days(models)).toEqual([
      day('2025-03-10', { answers: 2, activeVoters: 2 }),
      day('2025-03-12', { resolvedAnswers: 3, correctAnswers: 2 }),
      day('2025-03-13', { answers: 1, activeVoters: 1 }),
    ]);

    await models.followedBy([{ event: events.resolved('q1', 'no'), at: '2025-03-14T10:00:00Z' }]);
    expect(await days(models)).toEqual([
      day('2025-03-10', { answers: 2, activeVoters: 2 }),
      day('2025-03-13', { answers: 1, activeVoters: 1 }),
      day('2025-03-14', { resolvedAnswers: 3, correctAnswers: 1 }),
    ]);
  });

  describe('when a question is deleted', () => {
    const history = (withDeletedQuestion: boolean): ScriptedEvent[] => {
      const onlyIf = (script: ScriptedEvent[]) => (withDeletedQuestion ? script : []);
      return [
        { event: events.registered('u1'), at: '2025-03-01T08:00:00Z' },
        { event: events.registered('u2'), at: '2025-03-01T08:00:00Z' },
        ...publishedQuestion('kept'),
        ...onlyIf(publishedQuestion('gone')),
        { event: events.answered('kept', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' },
        ...onlyIf([
          // u1 also answered 'kept' that day and stays a voter of it; u2 answered only 'gone'.
          { event: events.answered('gone', 'u1', 'no'), at: '2025-03-10T09:00:00Z' },
          { event: events.answered('gone', 'u2', 'yes'), at: '2025-03-10T09:00:00Z' },
          { event: events.answered('gone', 'u3', 'yes'), at: '2025-03-11T09:00:00Z' },
        ]),
        { event: events.resolved('kept', 'yes'), at: '2025-03-15T10:00:00Z' },
        ...onlyIf([
          { event: events.resolved('gone', 'no'), at: '2025-03-16T10:00:00Z' },
          { event: events.deleted('gone'), at: '2025-03-17T10:00:00Z' },
        ]),
      ];
    };

    it('takes its answers, voters and resolutions out, as if it had never existed', async () => {
      const withDeletion = await givenEvents(history(true), { batchSize: 3 });
      const never = await givenEvents(history(false));
      expect(await days(withDeletion)).toEqual(await days(never));
      expect(await days(withDeletion)).toEqual([
        day('2025-03-01', { signUps: 2 }),
        day('2025-03-10', { answers: 1, activeVoters: 1 }),
        day('2025-03-15', { resolvedAnswers: 1, correctAnswers: 1 }),
      ]);
    });

    it('takes out a voter whose account was deleted in between, unless they answered something else that day', async () => {
      const history = (withDeletedQuestion: boolean): ScriptedEvent[] => {
        const onlyIf = (script: ScriptedEvent[]) => (withDeletedQuestion ? script : []);
        return [
          ...publishedQuestion('kept'),
          ...onlyIf(publishedQuestion('gone')),
          // u1's only answer of the 10th is to 'gone'; u2 answered both questions that day.
          ...onlyIf([{ event: events.answered('gone', 'u1', 'yes'), at: '2025-03-10T08:00:00Z' }]),
          { event: events.answered('kept', 'u1', 'no'), at: '2025-03-11T08:00:00Z' },
          { event: events.answered('kept', 'u2', 'yes'), at: '2025-03-10T08:00:00Z' },
          ...onlyIf([{ event: events.answered('gone', 'u2', 'no'), at: '2025-03-10T09:00:00Z' }]),
          { event: events.userDeleted('u1'), at: '2025-03-12T08:00:00Z' },
          { event: events.userDeleted('u2'), at: '2025-03-12T08:00:00Z' },
          ...onlyIf([{ event: events.deleted('gone'), at: '2025-03-13T10:00:00Z' }]),
        ];
      };
      const withDeletion = await givenEvents(history(true), { batchSize: 2 });
      expect(await days(withDeletion)).toEqual(await days(await givenEvents(history(false))));
      expect(await days(withDeletion)).toEqual([
        day('2025-03-10', { answers: 1, activeVoters: 1 }),
        day('2025-03-11', { answers: 1, activeVoters: 1 }),
      ]);
    });
  });

  it('agrees with the answers and every user activity over the whole scripted history', async () => {
    const models = await givenEvents(scriptedHistory(), { batchSize: 5 });
    const activity = await models.documents<DailyActivityDocument>(dailyActivity);
    const answers = await models.documents<AnswerDocument>(ReadModel.answers);
    const players = await models.documents<UserActivityDocument>(ReadModel.userActivity);
    const sum = (pick: (doc: DailyActivityDocument) => number) => activity.reduce((total, doc) => total + pick(doc), 0);

    expect(sum((doc) => doc.answers)).toBe(answers.length);
    const questions = new Map((await models.documents<QuestionDocument>(ReadModel.questions)).map((q) => [q.id, q]));
    const outcomes = answers.map((answer) => answerOutcome(answer, questions.get(answer.questionId)!));
    expect(sum((doc) => doc.resolvedAnswers)).toBe(outcomes.filter((outcome) => outcome !== null).length);
    expect(sum((doc) => doc.correctAnswers)).toBe(outcomes.filter((outcome) => outcome === true).length);
    // A deleted account's activity goes with it, but it was a voter of the days it answered, and stays counted there.
    const deleted = new Set((await models.documents(ReadModel.deletedAccounts)).map((account) => account.id));
    expect(deleted).toEqual(new Set(['u6']));
    for (const doc of activity) {
      const voters = players.filter((user) => user.answersByDay[doc.id] !== undefined).length;
      const deletedVoters = new Set(
        answers.filter((answer) => deleted.has(answer.userId) && southAfricanDay(answer.submittedAt) === doc.id).map((answer) => answer.userId),
      ).size;
      expect(doc.activeVoters, doc.id).toBe(voters + deletedVoters);
    }
    // 13 March: u2, u3 and u4 answered q4; u1 and u2 also answered a question deleted later.
    expect(activity.find((doc) => doc.id === '2025-03-13')).toMatchObject({ answers: 3, activeVoters: 3 });
  });
});
