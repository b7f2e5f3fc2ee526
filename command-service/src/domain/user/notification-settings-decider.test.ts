import { EMAIL_REQUIRED, PHONE_REQUIRED, type DomainEvent, type NotificationSettingsChanged } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { Invalid, NotFound } from '../domain-error.js';
import { notificationSettingsDecider, type ChangeNotificationSettings } from './notification-settings-decider.js';

const given = specFor(notificationSettingsDecider);
const userId = 'u1';
const registered = (email: string | null, phoneNumber: string | null = null): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, username: 'thandi', name: 'Thandi', email, phoneNumber, passwordHash: 'scrypt$1$1$1$s$h' },
});
const change = (data: Omit<ChangeNotificationSettings['data'], 'userId'>): ChangeNotificationSettings => ({
  type: 'ChangeNotificationSettings',
  data: { userId, ...data },
});
const changed = (data: Omit<NotificationSettingsChanged['data'], 'userId'>): NotificationSettingsChanged => ({
  type: 'NotificationSettingsChanged',
  data: { userId, ...data },
});

describe('changing notification settings', () => {
  it('turns email alerts on for a user who gave an address at sign-up', () => {
    given([registered('thandi@example.org')])
      .when(change({ emailNotifications: true }))
      .then([changed({ emailNotifications: true })]);
  });

  it('records only the fields that change', () => {
    given([registered('thandi@example.org', '+27821234567')])
      .when(
        change({
          email: 'thandi@example.org',
          phoneNumber: '+27821234567',
          emailNotifications: true,
          whatsappNotifications: true,
          browserNotifications: false,
        }),
      )
      .then([changed({ emailNotifications: true, whatsappNotifications: true })]);
  });

  it('has streak reminders on from sign-up, so only turning them off is recorded, and turning them on again', () => {
    given([registered(null)]).when(change({ streakReminders: true })).then([]);
    given([registered(null)]).when(change({ streakReminders: false })).then([changed({ streakReminders: false })]);
    given([registered(null), changed({ streakReminders: false })])
      .when(change({ streakReminders: true }))
      .then([changed({ streakReminders: true })]);
  });

  it('records nothing when nothing changes', () => {
    given([registered('thandi@example.org'), changed({ emailNotifications: true })])
      .when(change({ email: 'thandi@example.org', emailNotifications: true }))
      .then([]);
  });

  it('takes a new address and turning email on in one go', () => {
    given([registered(null)])
      .when(change({ email: 'new@example.org', emailNotifications: true }))
      .then([changed({ email: 'new@example.org', emailNotifications: true })]);
  });

  it('refuses email alerts without an address, in the SPEC words', () => {
    given([registered(null)]).when(change({ emailNotifications: true })).thenThrows(Invalid, EMAIL_REQUIRED);
  });

  it('refuses to remove the address while email alerts are on', () => {
    given([registered('thandi@example.org'), changed({ emailNotifications: true })])
      .when(change({ email: null }))
      .thenThrows(Invalid, EMAIL_REQUIRED);
  });

  it('removes the address together with turning email alerts off', () => {
    given([registered('thandi@example.org'), changed({ emailNotifications: true })])
      .when(change({ email: null, emailNotifications: false }))
      .then([changed({ email: null, emailNotifications: false })]);
  });

  it('refuses WhatsApp alerts without a phone number', () => {
    given([registered('thandi@example.org')])
      .when(change({ whatsappNotifications: true }))
      .thenThrows(Invalid, PHONE_REQUIRED);
  });

  it('turns WhatsApp alerts on with a phone number given in the same change', () => {
    given([registered(null)])
      .when(change({ phoneNumber: '+27821234567', whatsappNotifications: true }))
      .then([changed({ phoneNumber: '+27821234567', whatsappNotifications: true })]);
  });

  it('needs no address for browser alerts', () => {
    given([registered(null)]).when(change({ browserNotifications: true })).then([changed({ browserNotifications: true })]);
  });

  it('remembers earlier changes', () => {
    given([registered(null), changed({ phoneNumber: '+27821234567' }), changed({ whatsappNotifications: true })])
      .when(change({ whatsappNotifications: true, phoneNumber: '+27821234567' }))
      .then([]);
  });

  it('refuses an unknown user', () => {
    given([]).when(change({ browserNotifications: true })).thenThrows(NotFound, 'We could not find that user');
  });
});
