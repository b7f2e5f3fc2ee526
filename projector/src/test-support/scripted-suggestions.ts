import { events, type ScriptedEvent } from '@iec-bets/testing';

/**
 * Suggestions and newsletter subscriptions for the scripted history (users u1..u5 of it; u1 is the admin):
 * suggestions pending, reviewed more than once, and deleted; subscribers with and without name and source.
 */
export function scriptedSuggestions(): ScriptedEvent[] {
  const at = (day: number, time = '10:00:00') => `2025-04-${String(day).padStart(2, '0')}T${time}Z`;
  return [
    { event: events.suggested('s1', 'u3', 'Will the IEC announce results within 7 days?', 'As in 2024.'), at: at(6), actorId: 'u3' },
    { event: events.suggested('s2', 'u4', 'Will the DA win Cape Town again in 2026?'), at: at(6, '11:00:00'), actorId: 'u4' },
    { event: events.suggested('s3', 'u3', 'Will turnout among under-30s rise?'), at: at(7), actorId: 'u3' },
    { event: events.suggested('s4', 'u5', 'Is this a question worth asking at all?'), at: at(7, '12:00:00'), actorId: 'u5' },
    { event: events.suggestionReviewed('s1', 'approved', 'Good timing'), at: at(8), actorId: 'u1' },
    { event: events.suggestionReviewed('s1', 'used', 'Asked on 12 April'), at: at(12), actorId: 'u1' },
    { event: events.suggestionReviewed('s2', 'rejected', null), at: at(8, '11:00:00'), actorId: 'u1' },
    { event: events.suggestionDeleted('s4'), at: at(9), actorId: 'u1' },
    { event: events.newsletterSubscribed('thandi@example.co.za', 'Thandi', 'landing_page'), at: at(6, '07:00:00') },
    { event: events.newsletterSubscribed('visitor@example.org'), at: at(7, '07:00:00') },
  ];
}
