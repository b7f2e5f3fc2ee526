import { ReadModel, type CelebrationDocument } from '@iec-bets/contracts';
import { events } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';

const celebrations = ReadModel.celebrations;
const marks = ReadModel.celebrationMarks;

const questionAnswered = [
  { event: events.drafted('q1', '2025-04-06T11:00:00Z'), at: '2025-04-05T10:00:00Z' },
  { event: events.published('q1'), at: '2025-04-05T10:01:00Z' },
  { event: events.answered('q1', 'right', 'yes'), at: '2025-04-06T12:00:00Z' },
  { event: events.answered('q1', 'wrong', 'no'), at: '2025-04-06T12:05:00Z' },
];

describe('celebrations read model', () => {
  it('gives each answerer of a resolved question their result, right or wrong, with its points', async () => {
    const models = await givenEvents([...questionAnswered, { event: events.resolved('q1', 'yes'), at: '2025-04-07T09:00:00Z' }]);
    const resolution = models.events.at(-1)!.position;
    const docs = await models.documents<CelebrationDocument>(celebrations);
    expect(docs).toMatchObject([
      {
        id: 'right|question:q1',
        userId: 'right',
        kind: 'answer',
        celebrationId: `correct_answer:q1:${resolution}`,
        occurredAt: '2025-04-07T09:00:00.000Z',
        seen: false,
        optionId: 'yes',
        correctOptionId: 'yes',
      },
      { id: 'wrong|question:q1', celebrationId: `wrong_answer:q1:${resolution}`, seen: false, optionId: 'no' },
    ]);
    expect(docs[0]!.millipoints).toBeGreaterThan(0);
    expect(docs[1]!.millipoints).toBeLessThan(0);
  });

  it('marks a result seen once the user acknowledges that very result, and only then', async () => {
    const models = await givenEvents([...questionAnswered, { event: events.resolved('q1', 'yes'), at: '2025-04-07T09:00:00Z' }]);
    const resolution = models.events.at(-1)!.position;
    await models.followedBy([
      { event: events.celebrationSeen('right', `correct_answer:q1:${resolution}`), at: '2025-04-07T10:00:00Z' },
      { event: events.celebrationSeen('wrong', 'wrong_answer:q1:1'), at: '2025-04-07T10:00:00Z' },
    ]);
    expect(await models.document(celebrations, 'right|question:q1')).toMatchObject({ seen: true });
    expect(await models.document(celebrations, 'wrong|question:q1')).toMatchObject({ seen: false });
  });

  it('tells the answerers again when a correction turns their result around', async () => {
    const models = await givenEvents([
      ...questionAnswered,
      { event: events.resolved('q1', 'yes'), at: '2025-04-07T09:00:00Z' },
    ]);
    const resolution = models.events.at(-1)!.position;
    const [correction] = await models.followedBy([
      { event: events.celebrationSeen('right', `correct_answer:q1:${resolution}`), at: '2025-04-07T10:00:00Z' },
      { event: events.resolutionCorrected('q1', 'no'), at: '2025-04-08T09:00:00Z' },
    ]).then((recorded) => recorded.slice(1));
    expect(await models.document(celebrations, 'right|question:q1')).toMatchObject({
      celebrationId: `wrong_answer:q1:${correction!.position}`,
      seen: false,
    });
  });

  it('gives both friends of an accepted request a new friend to celebrate', async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T11:00:00Z' },
    ]);
    const accepted = models.events.at(-1)!.position;
    expect(await models.documents(celebrations)).toMatchObject([
      { id: 'u1|friend:u2', userId: 'u1', friendId: 'u2', celebrationId: `new_friend:u2:${accepted}`, seen: false },
      { id: 'u2|friend:u1', userId: 'u2', friendId: 'u1', celebrationId: `new_friend:u1:${accepted}`, seen: false },
    ]);
  });

  it("takes out a deleted question's results and a deleted user's celebrations", async () => {
    const models = await givenEvents([
      ...questionAnswered,
      { event: events.resolved('q1', 'yes'), at: '2025-04-07T09:00:00Z' },
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T11:00:00Z' },
    ]);
    await models.followedBy([
      { event: events.deleted('q1'), at: '2025-04-08T09:00:00Z' },
      { event: events.userDeleted('u1'), at: '2025-04-08T09:00:00Z' },
    ]);
    expect((await models.documents(celebrations)).map((doc) => doc.id)).toEqual(['u2|friend:u1']);
  });

  it('keeps the best rank and the highest accuracy milestone a user was shown', async () => {
    const models = await givenEvents([
      { event: events.celebrationSeen('u1', 'rank_up:9'), at: '2025-04-07T10:00:00Z' },
      { event: events.celebrationSeen('u1', 'rank_up:4'), at: '2025-04-08T10:00:00Z' },
      { event: events.celebrationSeen('u1', 'rank_up:6'), at: '2025-04-09T10:00:00Z' },
      { event: events.celebrationSeen('u1', 'accuracy_boost:60'), at: '2025-04-09T10:00:00Z' },
    ]);
    expect(await models.document(marks, 'u1')).toMatchObject({ id: 'u1', bestRank: 4, bestMilestone: 60 });
  });

  it('gives the same documents whether the events come in one batch or one at a time', async () => {
    const script = [
      ...questionAnswered,
      { event: events.resolved('q1', 'yes'), at: '2025-04-07T09:00:00Z' },
      { event: events.celebrationSeen('right', 'correct_answer:q1:5'), at: '2025-04-07T10:00:00Z' },
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T11:00:00Z' },
      { event: events.celebrationSeen('u1', 'rank_up:3'), at: '2025-04-07T10:00:00Z' },
    ];
    const together = await givenEvents(script);
    const oneByOne = await givenEvents(script, { batchSize: 1 });
    expect(await oneByOne.documents(celebrations)).toEqual(await together.documents(celebrations));
    expect(await oneByOne.documents(marks)).toEqual(await together.documents(marks));
    expect(await together.document(celebrations, 'right|question:q1')).toMatchObject({ seen: true });
  });
});
