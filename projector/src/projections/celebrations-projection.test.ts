import { ReadModel, type CelebrationMarksDocument, type QuestionDocument } from '@iec-bets/contracts';
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
const resolved = { event: events.resolved('q1', 'yes'), at: '2025-04-07T09:00:00Z' };

describe('celebrations, their marks, and the resolutions results are told from', () => {
  it("keeps a question's resolution and each correction, which its answerers' results are told from, and stores none per answerer", async () => {
    const models = await givenEvents([...questionAnswered, resolved]);
    const resolution = models.events.at(-1)!.position;
    const [correction] = await models.followedBy([{ event: events.resolutionCorrected('q1', 'no'), at: '2025-04-08T09:00:00Z' }]);
    expect(await models.document<QuestionDocument>(ReadModel.questions, 'q1')).toMatchObject({
      resolutions: [
        { position: resolution, correctOptionId: 'yes', at: '2025-04-07T09:00:00.000Z' },
        { position: correction!.position, correctOptionId: 'no', at: '2025-04-08T09:00:00.000Z' },
      ],
      lastResolutionAt: '2025-04-08T09:00:00.000Z',
    });
    expect(await models.documents(celebrations)).toEqual([]);
  });

  it('remembers the result a user acknowledged, by question, when it names a resolution of that question', async () => {
    const models = await givenEvents([...questionAnswered, resolved]);
    const resolution = models.events.at(-1)!.position;
    await models.followedBy([
      { event: events.celebrationSeen('right', `correct_answer:q1:${resolution}`), at: '2025-04-07T10:00:00Z' },
      // Names no resolution of q1: a made-up acknowledgement must not take the place of a real one.
      { event: events.celebrationSeen('right', 'wrong_answer:q1:1'), at: '2025-04-07T10:01:00Z' },
      { event: events.celebrationSeen('wrong', 'wrong_answer:q1:1'), at: '2025-04-07T10:00:00Z' },
    ]);
    expect(await models.document<CelebrationMarksDocument>(marks, 'right')).toMatchObject({
      seenResults: { q1: { celebrationId: `correct_answer:q1:${resolution}`, at: '2025-04-07T10:00:00.000Z' } },
    });
    expect(await models.document(marks, 'wrong')).toBeNull();
  });

  it('refuses an acknowledgement of another outcome, or of a result a correction has since turned around', async () => {
    const models = await givenEvents([...questionAnswered, resolved]);
    const resolution = models.events.at(-1)!.position;
    // The right position, the wrong outcome: not what Right's answer tells.
    await models.followedBy([{ event: events.celebrationSeen('right', `wrong_answer:q1:${resolution}`), at: '2025-04-07T10:00:00Z' }]);
    expect(await models.document(marks, 'right')).toBeNull();
    const [correction] = await models.followedBy([{ event: events.resolutionCorrected('q1', 'no'), at: '2025-04-08T09:00:00Z' }]);
    const turnedAround = `wrong_answer:q1:${correction!.position}`;
    await models.followedBy([
      { event: events.celebrationSeen('right', turnedAround), at: '2025-04-08T10:00:00Z' },
      // A second tab that loaded the first result before the correction acknowledges it late.
      { event: events.celebrationSeen('right', `correct_answer:q1:${resolution}`), at: '2025-04-08T10:01:00Z' },
    ]);
    expect((await models.document<CelebrationMarksDocument>(marks, 'right'))?.seenResults).toEqual({
      q1: { celebrationId: turnedAround, at: '2025-04-08T10:00:00.000Z' },
    });
  });

  it('forgets acknowledged results once they are twice the celebration window old', async () => {
    const models = await givenEvents([
      ...questionAnswered,
      resolved,
      { event: events.drafted('q2', '2025-04-20T11:00:00Z'), at: '2025-04-19T10:00:00Z' },
      { event: events.published('q2'), at: '2025-04-19T10:01:00Z' },
      { event: events.answered('q2', 'right', 'yes'), at: '2025-04-20T12:00:00Z' },
      { event: events.resolved('q2', 'yes'), at: '2025-04-22T09:00:00Z' },
    ]);
    const [first, second] = models.events.filter((recorded) => recorded.type === 'QuestionResolved').map((recorded) => recorded.position);
    await models.followedBy([{ event: events.celebrationSeen('right', `correct_answer:q1:${first}`), at: '2025-04-07T10:00:00Z' }]);
    await models.followedBy([{ event: events.celebrationSeen('right', `correct_answer:q2:${second}`), at: '2025-04-22T10:00:00Z' }]);
    expect((await models.document<CelebrationMarksDocument>(marks, 'right'))?.seenResults).toEqual({
      q2: { celebrationId: `correct_answer:q2:${second}`, at: '2025-04-22T10:00:00.000Z' },
    });
  });

  it('gives the one whose request was accepted a new friend to celebrate, seen once acknowledged', async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T11:00:00Z' },
    ]);
    const accepted = models.events.at(-1)!.position;
    // Not the one who accepted: they did it themselves, and were told so as they did.
    expect(await models.documents(celebrations)).toMatchObject([
      { id: 'u1|friend:u2', userId: 'u1', friendId: 'u2', celebrationId: `new_friend:u2:${accepted}`, seen: false },
    ]);
    expect(await models.documents(celebrations)).toHaveLength(1);
    await models.followedBy([{ event: events.celebrationSeen('u1', `new_friend:u2:${accepted}`), at: '2025-04-07T12:00:00Z' }]);
    expect(await models.document(celebrations, 'u1|friend:u2')).toMatchObject({ seen: true });
  });

  it("takes out a deleted user's celebrations and marks", async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T11:00:00Z' },
      { event: events.friendRequested('u3', 'u1'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u3', 'u1'), at: '2025-04-07T11:00:00Z' },
      { event: events.celebrationSeen('u1', 'rank_up:3'), at: '2025-04-07T12:00:00Z' },
    ]);
    await models.followedBy([{ event: events.userDeleted('u1'), at: '2025-04-08T09:00:00Z' }]);
    expect((await models.documents(celebrations)).map((doc) => doc.id)).toEqual(['u3|friend:u1']);
    expect(await models.document(marks, 'u1')).toBeNull();
  });

  it('celebrates no friendship accepted after either account was deleted', async () => {
    const models = await givenEvents([
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z', actorId: 'u1' },
      { event: events.userDeleted('u1'), at: '2025-04-07T09:00:00Z', actorId: 'u1' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T09:00:01Z', actorId: 'u2' },
    ]);
    expect(await models.documents(celebrations)).toEqual([]);
  });

  it('makes no marks again from an acknowledgement recorded after the account was deleted', async () => {
    const models = await givenEvents([
      { event: events.celebrationSeen('u1', 'rank_up:3'), at: '2025-04-07T12:00:00Z', actorId: 'u1' },
      { event: events.userDeleted('u1'), at: '2025-04-08T09:00:00Z', actorId: 'u1' },
      // The celebration was still on a screen of another device, and its close was let in before the sessions ended.
      { event: events.celebrationSeen('u1', 'rank_up:2'), at: '2025-04-08T09:00:01Z', actorId: 'u1' },
    ]);
    expect(await models.document(marks, 'u1')).toBeNull();
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
      resolved,
      { event: events.celebrationSeen('right', 'correct_answer:q1:5'), at: '2025-04-07T10:00:00Z' },
      { event: events.friendRequested('u1', 'u2'), at: '2025-04-06T10:00:00Z' },
      { event: events.friendRequestAccepted('u1', 'u2'), at: '2025-04-07T11:00:00Z' },
      { event: events.celebrationSeen('u1', 'rank_up:3'), at: '2025-04-07T10:00:00Z' },
    ];
    const together = await givenEvents(script);
    const oneByOne = await givenEvents(script, { batchSize: 1 });
    expect(await oneByOne.documents(celebrations)).toEqual(await together.documents(celebrations));
    expect(await oneByOne.documents(marks)).toEqual(await together.documents(marks));
    expect(await together.document(marks, 'right')).toMatchObject({ seenResults: { q1: { celebrationId: 'correct_answer:q1:5' } } });
  });
});
