import {
  type DomainEvent,
  EMAIL_REQUIRED,
  type NotificationSettings,
  type NotificationSettingsChanged,
  PHONE_REQUIRED,
  USER_NOT_FOUND,
} from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid, NotFound } from '../domain-error.js';

/** Fields absent from `data` stay as they are; an address set to null is removed. */
export type ChangeNotificationSettings = {
  type: 'ChangeNotificationSettings';
  data: { userId: string } & { [Field in keyof NotificationSettings]?: NotificationSettings[Field] | undefined };
};

export type NotificationSettingsState = { kind: 'absent' } | ({ kind: 'registered'; userId: string } & NotificationSettings);

const settingFields = [
  'email',
  'phoneNumber',
  'emailNotifications',
  'whatsappNotifications',
  'browserNotifications',
  'streakReminders',
] as const satisfies ReadonlyArray<keyof NotificationSettings>;

export const initialNotificationSettingsState = (): NotificationSettingsState => ({ kind: 'absent' });

export function evolveNotificationSettings(state: NotificationSettingsState, event: DomainEvent): NotificationSettingsState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        kind: 'registered',
        userId: event.data.userId,
        email: event.data.email,
        phoneNumber: event.data.phoneNumber,
        emailNotifications: false,
        whatsappNotifications: false,
        browserNotifications: false,
        // A reminder goes only on a channel the player turns on, and only when their streak is at stake: on until
        // they say otherwise, as the users projection has it.
        streakReminders: true,
      };
    case 'NotificationSettingsChanged': {
      if (state.kind !== 'registered') return state;
      const { userId: _userId, ...changes } = event.data;
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      return { ...state, ...defined };
    }
    case 'UserDeleted':
      return { kind: 'absent' };
    default:
      return state;
  }
}

/** The settings as they stand in a registered user's state. */
export function settingsOf(state: Extract<NotificationSettingsState, { kind: 'registered' }>): NotificationSettings {
  const { email, phoneNumber, emailNotifications, whatsappNotifications, browserNotifications, streakReminders } = state;
  return { email, phoneNumber, emailNotifications, whatsappNotifications, browserNotifications, streakReminders };
}

function decide(command: ChangeNotificationSettings, state: NotificationSettingsState): NotificationSettingsChanged[] {
  if (state.kind !== 'registered') throw new NotFound(USER_NOT_FOUND);
  const current = settingsOf(state);
  const changed: Partial<NotificationSettings> = {};
  for (const field of settingFields) {
    const value = command.data[field];
    if (value !== undefined && value !== current[field]) Object.assign(changed, { [field]: value });
  }
  // A channel that is on must have somewhere to send to, whichever of the two the command changes.
  const next = { ...current, ...changed };
  if (next.emailNotifications && !next.email) throw new Invalid(EMAIL_REQUIRED);
  if (next.whatsappNotifications && !next.phoneNumber) throw new Invalid(PHONE_REQUIRED);
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'NotificationSettingsChanged', data: { userId: state.userId, ...changed } }];
}

/** How a user wants to be alerted; lives on the user's stream, beside the account. Records only what changes. */
export const notificationSettingsDecider: Decider<
  ChangeNotificationSettings,
  NotificationSettingsState,
  NotificationSettingsChanged
> = {
  decide,
  evolve: evolveNotificationSettings,
  initialState: initialNotificationSettingsState,
};
