import { ReadModel, type RecordedEvent, type UserDocument, userSearchText } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

function userIdOf(event: RecordedEvent): string | undefined {
  switch (event.type) {
    case 'UserRegistered':
    case 'AdminGranted':
    case 'AdminRevoked':
    case 'NotificationSettingsChanged':
    case 'EmailAddressConfirmed':
    case 'UserDeleted':
      return event.data.userId;
    default:
      return undefined;
  }
}

function evolveUser(
  current: UserDocument | undefined,
  event: RecordedEvent,
): Evolved<UserDocument> | UserDocument | undefined {
  switch (event.type) {
    case 'UserRegistered': {
      if (current) return current;
      // The password hash stays in the log: no read model, and so no query, can ever hand it out.
      const { userId, username, name, email, phoneNumber } = event.data;
      return {
        id: userId,
        name,
        username,
        usernameLower: username.toLowerCase(),
        searchText: userSearchText({ username, name }),
        email,
        emailConfirmed: false,
        phoneNumber,
        joinDate: event.metadata.occurredAt,
        isAdmin: false,
        emailNotifications: false,
        browserNotifications: false,
        whatsappNotifications: false,
        streakReminders: true,
      };
    }
    case 'AdminGranted':
      return current && { ...current, isAdmin: true };
    case 'AdminRevoked':
      return current && { ...current, isAdmin: false };
    case 'UserDeleted':
      // Gone from search, the admins' list and every name shown: what remains of the user elsewhere is an id.
      return undefined;
    case 'NotificationSettingsChanged': {
      if (!current) return current;
      // Only the fields that changed are in the event; an address set to null is removed.
      const { userId: _userId, ...changed } = event.data;
      const present = Object.entries(changed).filter(([, value]) => value !== undefined);
      // Another address, an earlier one included, is unconfirmed until its own link is opened (email-address-decider.ts).
      const newAddress = changed.email !== undefined && changed.email !== current.email;
      return { ...current, ...Object.fromEntries(present), ...(newAddress ? { emailConfirmed: false } : {}) };
    }
    case 'EmailAddressConfirmed':
      // The address the account has at this point of its stream, which the command side checked the link against.
      return current && { ...current, emailConfirmed: current.email !== null };
    default:
      return current;
  }
}

/** Every user's profile and admin flag. */
export const usersProjection: Projection<UserDocument> = {
  collection: ReadModel.users,
  canHandle: new Set(['UserRegistered', 'AdminGranted', 'AdminRevoked', 'NotificationSettingsChanged', 'EmailAddressConfirmed', 'UserDeleted']),
  reads: (event) => {
    const id = userIdOf(event);
    return id === undefined ? [] : [{ collection: ReadModel.users, id }];
  },
  targets: (event) => {
    const id = userIdOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: evolveUser,
};
