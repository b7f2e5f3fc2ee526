import { events, type ScriptedEvent } from '@iec-bets/testing';

/**
 * Notification settings and push subscriptions of the scripted users (u1-u5): settings changed back and forth, an
 * address removed, a browser that changes hands between two users, and subscriptions removed.
 */
export function scriptedNotifications(): ScriptedEvent[] {
  const at = (day: number) => `2025-04-${String(day).padStart(2, '0')}T10:00:00Z`;
  const shared = 'https://fcm.googleapis.com/fcm/send/shared-browser';
  return [
    { event: events.notificationSettingsChanged('u1', { email: 'thandi@example.co.za', emailNotifications: true }), at: at(6) },
    { event: events.notificationSettingsChanged('u2', { phoneNumber: '+27821234567', whatsappNotifications: true }), at: at(6) },
    { event: events.notificationSettingsChanged('u3', { browserNotifications: true }), at: at(6) },
    { event: events.notificationSettingsChanged('u1', { email: null, emailNotifications: false }), at: at(7) },
    { event: events.pushSubscribed('u3', 'https://updates.push.services.mozilla.com/wpush/v2/u3'), at: at(6) },
    { event: events.pushSubscribed('u3', shared), at: at(6) },
    { event: events.pushSubscribed('u4', shared), at: at(7) },
    // u3's unsubscription of the browser u4 now holds leaves u4's subscription alone.
    { event: events.pushUnsubscribed('u3', shared), at: at(8) },
    { event: events.pushSubscribed('u5', 'https://web.push.apple.com/u5'), at: at(8) },
    { event: events.pushUnsubscribed('u5', 'https://web.push.apple.com/u5'), at: at(9) },
  ];
}
