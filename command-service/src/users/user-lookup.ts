import { type NotificationSettings, streams, type User } from '@iec-bets/contracts';
import type { EventStore } from '@iec-bets/platform';
import { foldEvents } from '../domain/decider.js';
import { emailAddressDecider } from '../domain/user/email-address-decider.js';
import { notificationSettingsDecider, settingsOf } from '../domain/user/notification-settings-decider.js';
import { userDecider } from '../domain/user/user-decider.js';
import type { UserState } from '../domain/user/user-state.js';
import { usernameDecider } from '../domain/user/username-decider.js';

/**
 * A registered account as its stream tells it, with how its owner wants to be alerted as that stands now. The
 * registration's email and phone number are left out: they are only where the settings began, and a reply built from
 * them once let a Save erase what the user had set since.
 */
export type RegisteredUser = Omit<Extract<UserState, { kind: 'registered' }>, 'email' | 'phoneNumber'> & {
  joinDate: string;
  notificationSettings: NotificationSettings;
  /** Whether `notificationSettings.email` was confirmed by a link mailed to it. */
  emailConfirmed: boolean;
};

/** What the account page shows: everything but the password hash. */
export type UserProfile = Omit<RegisteredUser, 'kind' | 'passwordHash'>;

/**
 * The command side looks users up in the event store, never in read models: a login right after sign-up, or an
 * admin check right after a grant, must not depend on how far the projector has got.
 */
export async function findUserIdByUsername(eventStore: EventStore, username: string): Promise<string | null> {
  const events = await eventStore.readStream(streams.username(username.trim()));
  return foldEvents(usernameDecider, events).heldBy;
}

export async function loadUser(eventStore: EventStore, userId: string): Promise<RegisteredUser | null> {
  const events = await eventStore.readStream(streams.user(userId));
  const state = foldEvents(userDecider, events);
  const settings = foldEvents(notificationSettingsDecider, events);
  const address = foldEvents(emailAddressDecider, events);
  const registration = events.find((event) => event.type === 'UserRegistered');
  if (state.kind !== 'registered' || settings.kind !== 'registered' || !registration) return null;
  const { email: _registeredEmail, phoneNumber: _registeredPhone, ...account } = state;
  return {
    ...account,
    joinDate: registration.metadata.occurredAt,
    notificationSettings: settingsOf(settings),
    emailConfirmed: address.kind === 'registered' && address.confirmed,
  };
}

/** Whether the account's stream records its deletion (rather than no account at all). */
export async function isDeletedAccount(eventStore: EventStore, userId: string): Promise<boolean> {
  return foldEvents(userDecider, await eventStore.readStream(streams.user(userId))).kind === 'deleted';
}

export async function findUserByUsername(eventStore: EventStore, username: string): Promise<RegisteredUser | null> {
  const userId = await findUserIdByUsername(eventStore, username);
  return userId ? loadUser(eventStore, userId) : null;
}

/**
 * What the signed-in user sees of their own account, the sign-in's reply among them: the client keeps it as the
 * signed-in user, and its settings form starts from it, so settings changed since sign-up must be in it. A reply
 * with the registration's addresses and every switch off once let a Save erase what the user had set.
 */
export function toUserResponse(user: UserProfile): User {
  return {
    id: user.userId,
    name: user.name,
    username: user.username,
    joinDate: user.joinDate,
    isAdmin: user.isAdmin,
    ...user.notificationSettings,
    emailConfirmed: user.emailConfirmed,
  };
}
