import { ReadModel, type RecordedEvent, type UserDocument } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

function userIdOf(event: RecordedEvent): string | undefined {
  switch (event.type) {
    case 'UserRegistered':
    case 'AdminGranted':
    case 'AdminRevoked':
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
        email,
        phoneNumber,
        joinDate: event.metadata.occurredAt,
        isAdmin: false,
        emailNotifications: false,
        browserNotifications: false,
        whatsappNotifications: false,
      };
    }
    case 'AdminGranted':
      return current && { ...current, isAdmin: true };
    case 'AdminRevoked':
      return current && { ...current, isAdmin: false };
    default:
      return current;
  }
}

/** Every user's profile and admin flag. */
export const usersProjection: Projection<UserDocument> = {
  collection: ReadModel.users,
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
