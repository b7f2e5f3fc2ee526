import { events, type ScriptedEvent } from '@iec-bets/testing';

/**
 * The research hub's part of the scripted history: tags on public, archived and deleted questions (q1, q4 and q6 of
 * the main history, and a question of its own that is deleted), officials and media predictions created, edited
 * and deleted. It follows the main history, so the questions it tags exist already.
 */
export function scriptedResearch(): ScriptedEvent[] {
  const at = (day: number) => `2025-04-${String(day).padStart(2, '0')}T10:00:00Z`;
  const admin = { actorId: 'u1' };
  return [
    { event: events.questionTagged('q1', ['turnout', 'iec']), at: at(6), ...admin },
    { event: events.questionTagged('q4', ['coalitions']), at: at(6), ...admin },
    { event: events.questionTagged('q6', ['iec']), at: at(6), ...admin },
    { event: events.drafted('rq1', '2025-04-10T11:00:00Z'), at: at(6), ...admin },
    { event: events.questionTagged('rq1', ['by-elections', 'turnout']), at: at(6), ...admin },
    { event: events.published('rq1'), at: at(7), ...admin },
    { event: events.officialCreated('o1', ['iec'], 'Chairperson of the Electoral Commission'), at: at(7), ...admin },
    { event: events.officialCreated('o2', ['home affairs'], 'Minister of Home Affairs'), at: at(7), ...admin },
    { event: events.officialCreated('o3', ['by-elections']), at: at(7), ...admin },
    { event: events.predictionCreated('p1', ['turnout'], 55, '2025-04-01'), at: at(8), ...admin },
    { event: events.predictionCreated('p2', ['coalitions'], 70, '2025-04-02'), at: at(8), ...admin },
    { event: events.predictionCreated('p3', ['by-elections']), at: at(8), ...admin },
    { event: events.officialEdited('o2', ['home affairs', 'coalitions'], 'Minister of Home Affairs'), at: at(9), ...admin },
    { event: events.predictionEdited('p2', ['coalitions', 'iec'], 65, '2025-04-02'), at: at(9), ...admin },
    { event: events.officialDeleted('o3'), at: at(10), ...admin },
    { event: events.predictionDeleted('p3'), at: at(10), ...admin },
    { event: events.deleted('rq1'), at: at(11), ...admin },
  ];
}
