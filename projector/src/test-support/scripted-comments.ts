import { events, type ScriptedEvent } from '@iec-bets/testing';

const PNG = { hash: 'a1'.repeat(32), mimeType: 'image/png' as const };

/**
 * Comments for the scripted history (users u1..u5 of it; u1 is the admin): on a resolved, an archived and an open
 * question, with and without an image, deleted by their author, and on a question of its own that is deleted with
 * its discussion, with a comment racing that deletion and one arriving for a question deleted long before.
 */
export function scriptedComments(): ScriptedEvent[] {
  const at = (day: number, time = '12:00:00') => `2025-04-${String(day).padStart(2, '0')}T${time}Z`;
  return [
    { event: events.commented('c1', 'q1', 'u2', 'Called it weeks ago'), at: at(10), actorId: 'u2' },
    { event: events.commented('c2', 'q1', 'u3', 'Proof attached', PNG), at: at(10, '12:05:00'), actorId: 'u3' },
    { event: events.commented('c3', 'q2', 'u1', 'Archived, but the argument goes on'), at: at(10, '13:00:00'), actorId: 'u1' },
    { event: events.commented('c4', 'q4', 'u4', 'Typo, posting again'), at: at(11), actorId: 'u4' },
    { event: events.commentDeleted('c4', 'q4'), at: at(11, '12:01:00'), actorId: 'u4' },
    { event: events.commented('c5', 'q4', 'u4', 'Turnout will pass 60%', PNG), at: at(11, '12:02:00'), actorId: 'u4' },
    { event: events.drafted('qc', '2025-04-14T11:00:00Z', 'Will the by-election be postponed?'), at: at(12), actorId: 'u1' },
    { event: events.published('qc'), at: at(12, '13:00:00'), actorId: 'u1' },
    { event: events.commented('c6', 'qc', 'u5', 'Doubt it'), at: at(13), actorId: 'u5' },
    { event: events.commented('c7', 'qc', 'u2', 'Same'), at: at(13, '12:30:00'), actorId: 'u2' },
    { event: events.deleted('qc'), at: at(14), actorId: 'u1' },
    { event: events.commented('c8', 'qc', 'u3', 'Posted as the question went'), at: at(14, '12:00:01'), actorId: 'u3' },
    { event: events.commented('c9', 'q3', 'u3', 'For a question long gone'), at: at(15), actorId: 'u3' },
  ];
}
