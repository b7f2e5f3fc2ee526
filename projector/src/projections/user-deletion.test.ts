import { ReadModel, type AnswerDocument, type BoardStatsDocument } from '@iec-bets/contracts';
import { events, type ScriptedEvent } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';

/** A deleted account, as every read model sees it: gone wherever people are listed, while its answers still count. */
const at = (minute: number) => `2025-03-10T08:${String(minute).padStart(2, '0')}:00Z`;
const history: ScriptedEvent[] = [
  { event: events.registered('naledi', 'naledi_m', { email: 'naledi@example.org', phoneNumber: '+27825550199' }), at: at(0) },
  { event: events.registered('sipho', 'sipho_k'), at: at(1) },
  { event: events.registered('lerato', 'lerato_d'), at: at(2) },
  { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: at(3) },
  { event: events.published('q1'), at: at(4) },
  { event: events.answered('q1', 'naledi', 'yes'), at: at(5) },
  { event: events.answered('q1', 'sipho', 'no'), at: at(6) },
  { event: events.friendRequested('naledi', 'sipho'), at: at(7) },
  { event: events.friendRequestAccepted('naledi', 'sipho'), at: at(8) },
  { event: events.friendRequested('lerato', 'naledi'), at: at(9) },
  { event: events.pushSubscribed('naledi', 'https://fcm.googleapis.com/fcm/send/naledi'), at: at(10) },
  { event: events.userDeleted('naledi', 'naledi_m'), at: at(11) },
  // A resolution after the deletion brings back no statistics for her.
  { event: events.resolved('q1', 'yes'), at: at(12) },
];

describe('read models after an account is deleted', () => {
  it('drop the user from users (and so from the search), statistics, activity, boards, friendships and push subscriptions, and keep everyone else', async () => {
    const models = await givenEvents(history);
    expect((await models.documents(ReadModel.users)).map((user) => user.id)).toEqual(['lerato', 'sipho']);
    expect((await models.documents(ReadModel.userStats)).map((stats) => stats.id)).toEqual(['sipho']);
    expect((await models.documents(ReadModel.userActivity)).map((activity) => activity.id)).toEqual(['sipho']);
    // The month's board of the resolution after the deletion: hers would push everyone below her down a rank.
    expect((await models.documents<BoardStatsDocument>(ReadModel.boardStats)).map((record) => record.userId)).toEqual(['sipho']);
    expect(await models.documents(ReadModel.friendships)).toEqual([]);
    expect(await models.documents(ReadModel.pushSubscriptions)).toEqual([]);
  });

  it('keep her answer, which the national results count', async () => {
    const models = await givenEvents(history);
    const answers = await models.documents<AnswerDocument>(ReadModel.answers);
    expect(answers.map((answer) => [answer.userId, answer.optionId])).toEqual([
      ['naledi', 'yes'],
      ['sipho', 'no'],
    ]);
  });

  it('ignore the blanked push subscriptions of an erased user on a replay', async () => {
    const models = await givenEvents([
      { event: events.registered('naledi'), at: at(0) },
      { event: events.registered('thabo'), at: at(0) },
      // What an erased user's subscriptions read as once their key is gone: no endpoint.
      { event: events.pushSubscribed('naledi', '', { p256dh: '', auth: '' }), at: at(1) },
      { event: events.pushSubscribed('thabo', '', { p256dh: '', auth: '' }), at: at(1) },
    ]);
    expect(await models.documents(ReadModel.pushSubscriptions)).toEqual([]);
  });
});
