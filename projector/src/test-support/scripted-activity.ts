import { events, type ScriptedEvent } from '@iec-bets/testing';

/**
 * What the daily activity and predictor totals need beyond the main history: a question resolved twice (q4: its
 * answers move from one day and outcome to the other), and a deleted question answered on 13 March both by someone
 * who answered q4 that day (u2 stays a voter of the day) and by someone who did not (u1 stops being one).
 */
export function scriptedActivity(): ScriptedEvent[] {
  return [
    { event: events.resolved('q4', 'yes'), at: '2025-04-06T09:00:00Z', actorId: 'u1' },
    { event: events.resolved('q4', 'no'), at: '2025-04-07T09:00:00Z', actorId: 'u1' },
    { event: events.drafted('qa', '2025-03-13T11:00:00Z'), at: '2025-03-13T06:00:00Z', actorId: 'u1' },
    { event: events.published('qa'), at: '2025-03-13T06:05:00Z', actorId: 'u1' },
    { event: events.answered('qa', 'u2', 'yes'), at: '2025-03-13T10:00:00Z' },
    { event: events.answered('qa', 'u1', 'no'), at: '2025-03-13T10:30:00Z' },
    { event: events.deleted('qa'), at: '2025-04-08T09:00:00Z', actorId: 'u1' },
  ];
}
