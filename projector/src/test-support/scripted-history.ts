import { events, type ScriptedEvent } from '@iec-bets/testing';
import { scriptedNotifications } from './scripted-notifications.js';
import { scriptedFriendships } from './scripted-friendships.js';
import { scriptedSuggestions } from './scripted-suggestions.js';
import { scriptedResearch } from './scripted-research.js';
import { scriptedActivity } from './scripted-activity.js';
import { scriptedComments } from './scripted-comments.js';

/**
 * A small but complete history: sign-ups, admin rights granted and revoked, questions through every transition
 * (draft, publish, resolve, archive, delete), answers before and after resolutions, and a deletion of an answered,
 * resolved question, and an account deleted with an answer recorded after its deletion.
 */
export function scriptedHistory(): ScriptedEvent[] {
  const day = (d: number, time = '08:00:00') => `2025-03-${String(d).padStart(2, '0')}T${time}Z`;
  const script: ScriptedEvent[] = [];
  const users = ['thandi', 'sipho', 'lerato', 'pieter', 'naledi'];
  for (const [index, username] of users.entries()) {
    script.push({ event: events.reserved(username, `u${index + 1}`), at: day(1, '07:00:00') });
    script.push({ event: events.registered(`u${index + 1}`, username), at: day(1, '07:00:00') });
  }
  script.push({ event: events.adminGranted('u1'), at: day(1, '09:00:00') });
  script.push({ event: events.adminGranted('u2'), at: day(1, '09:00:00') });
  script.push({ event: events.adminRevoked('u2'), at: day(2, '09:00:00') });
  // The operator adopts the rule already in force: the scoring rule's read model gets its document, the scores stay.
  script.push({ event: events.scoringRuleAdopted('crowd-brier-v1', 'crowd-brier-v1'), at: day(2, '10:00:00') });

  const questions = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
  for (const [index, id] of questions.entries()) {
    script.push({ event: events.drafted(id, day(10 + index, '11:00:00')), at: day(2), actorId: 'u1' });
  }
  for (const id of ['q1', 'q2', 'q3', 'q4', 'q5']) script.push({ event: events.published(id), at: day(3), actorId: 'u1' });
  for (const [index, id] of ['q1', 'q2', 'q3', 'q4', 'q5'].entries()) {
    users.forEach((_, user) => {
      if ((user + index) % 4 === 3) return;
      const option = (user + index) % 3 === 0 ? 'no' : 'yes';
      script.push({ event: events.answered(id, `u${user + 1}`, option), at: day(10 + index, `0${user}:30:00`) });
    });
  }
  script.push({ event: events.resolved('q1', 'yes'), at: day(20), actorId: 'u1' });
  script.push({ event: events.resolved('q2', 'no', 'https://www.elections.org.za'), at: day(31, '23:30:00'), actorId: 'u1' });
  // Thandi (u1) answered No to q1 and disputes its Yes; an admin keeps it. Lerato's later dispute stays open.
  script.push({ event: events.resolutionDisputed('q1'), at: day(21), actorId: 'u1' });
  script.push({ event: events.disputesDismissed('q1'), at: day(22), actorId: 'u1' });
  script.push({ event: events.resolutionDisputed('q1', 'The count was still going on.'), at: day(22, '10:00:00'), actorId: 'u3' });
  script.push({ event: events.answered('q2', 'u3', 'no'), at: '2025-04-01T09:00:00Z' });
  script.push({ event: events.archived('q2'), at: '2025-04-02T09:00:00Z', actorId: 'u1' });
  script.push({ event: events.archived('q6'), at: '2025-04-02T09:00:00Z', actorId: 'u1' });
  script.push({ event: events.resolved('q3', 'no'), at: '2025-04-03T09:00:00Z', actorId: 'u1' });
  script.push({ event: events.deleted('q3'), at: '2025-04-04T09:00:00Z', actorId: 'u1' });
  script.push({ event: events.deleted('q5'), at: '2025-04-04T09:00:00Z', actorId: 'u1' });
  script.push({ event: events.answered('q4', 'u5', 'yes'), at: '2025-04-05T09:00:00Z' });
  script.push(...scriptedFriendships());
  script.push(...scriptedSuggestions());
  script.push(...scriptedResearch());
  script.push(...scriptedNotifications());
  script.push(...scriptedActivity());
  script.push(...scriptedComments());
  // Players acknowledge what they were shown: a rank and a milestone.
  script.push({ event: events.celebrationSeen('u2', 'rank_up:1'), at: '2025-04-06T09:00:00Z', actorId: 'u2' });
  script.push({ event: events.celebrationSeen('u2', 'accuracy_boost:50'), at: '2025-04-06T09:00:01Z', actorId: 'u2' });
  // Ayanda (u6) answers, deletes her account, and a request let in before the deletion records one more answer.
  script.push({ event: events.reserved('ayanda', 'u6'), at: '2025-04-09T07:00:00Z' });
  script.push({ event: events.registered('u6', 'ayanda'), at: '2025-04-09T07:00:00Z' });
  script.push({ event: events.answered('q4', 'u6', 'no'), at: '2025-04-09T08:00:00Z', actorId: 'u6' });
  script.push({ event: events.userDeleted('u6', 'ayanda'), at: '2025-04-09T09:00:00Z', actorId: 'u6' });
  script.push({ event: events.answered('q1', 'u6', 'yes'), at: '2025-04-09T09:00:00Z', actorId: 'u6' });
  return script;
}
