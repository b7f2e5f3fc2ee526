import type { RecordedEvent, UserDataExport } from '@iec-bets/contracts';
import { type CelebrationNames, celebrationInWords } from './celebration-in-words.js';

type AccountChange = UserDataExport['accountHistory'][number];

/** The fields of a settings change that it set: an absent one was left as it was, and stays out of the entry. */
function setFields<T extends object>(data: T, fields: ReadonlyArray<keyof T & keyof AccountChange>): Partial<AccountChange> {
  const set: Partial<AccountChange> = {};
  for (const field of fields) {
    if (data[field] !== undefined) Object.assign(set, { [field]: data[field] });
  }
  return set;
}

/**
 * Every change the log records to the account, oldest first, with what it set: the earlier email addresses, phone
 * numbers and push addresses are held as long as the account is (sealed under its key), so its owner sees them too.
 * Told in words and dates, never by the log's own ids (events, streams, users, positions), which mean nothing to the
 * person reading: the push endpoint is the one id-like value left, since it is itself the personal data held and
 * the only name the log has for that browser.
 */
export function accountHistoryOf(ownStreams: readonly RecordedEvent[], names: CelebrationNames): AccountChange[] {
  return ownStreams.flatMap((event): AccountChange[] => {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const { username, name, email, phoneNumber } = event.data;
        return [{ at, change: 'signed up', username, name, email, phoneNumber }];
      }
      case 'NotificationSettingsChanged':
        return [
          {
            at,
            change: 'contact details or alerts changed',
            ...setFields(event.data, ['email', 'phoneNumber', 'emailNotifications', 'browserNotifications', 'whatsappNotifications', 'streakReminders']),
          },
        ];
      // Which browsers received alerts, and until when: the push addresses are held (sealed) as long as the account.
      case 'PushSubscribed':
        return [{ at, change: 'browser subscribed to alerts', endpoint: event.data.endpoint }];
      case 'PushUnsubscribed':
        return [{ at, change: 'browser unsubscribed from alerts', endpoint: event.data.endpoint }];
      case 'CelebrationSeen':
        return [{ at, change: 'celebration seen', celebration: celebrationInWords(event.data.celebrationId, names) }];
      // When, and nothing of it: the hash is held, never handed out.
      case 'PasswordChanged':
        return [{ at, change: 'password changed' }];
      // Which address: the one the entries before it set, as it stood then.
      case 'EmailAddressConfirmed':
        return [{ at, change: 'email address confirmed' }];
      case 'AdminGranted':
        return [{ at, change: 'made an admin' }];
      case 'AdminRevoked':
        return [{ at, change: 'no longer an admin' }];
      default:
        return [];
    }
  });
}
