import { events, type ScriptedEvent } from '@iec-bets/testing';

/**
 * Friendships among the scripted users u1..u5: one accepted, one still pending, one rejected and then asked for
 * again the other way round (pending), and one rejected for good (no document left).
 */
export function scriptedFriendships(): ScriptedEvent[] {
  const at = (day: number) => `2025-04-${String(day).padStart(2, '0')}T10:00:00Z`;
  return [
    { event: events.friendRequested('u1', 'u2'), at: at(6), actorId: 'u1' },
    { event: events.friendRequestAccepted('u1', 'u2'), at: at(7), actorId: 'u2' },
    { event: events.friendRequested('u3', 'u1'), at: at(7), actorId: 'u3' },
    { event: events.friendRequested('u4', 'u5'), at: at(8), actorId: 'u4' },
    { event: events.friendRequestRejected('u4', 'u5'), at: at(9), actorId: 'u5' },
    { event: events.friendRequested('u5', 'u4'), at: at(10), actorId: 'u5' },
    { event: events.friendRequested('u2', 'u3'), at: at(10), actorId: 'u2' },
    { event: events.friendRequestRejected('u2', 'u3'), at: at(11), actorId: 'u3' },
  ];
}
