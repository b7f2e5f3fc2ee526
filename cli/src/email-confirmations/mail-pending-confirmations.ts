import { ReadModel, type UserDocument } from '@iec-bets/contracts';
import { loadUser, type AccountToConfirm } from '@iec-bets/command-service';
import type { EventStore, ReadStore } from '@iec-bets/platform';

/** Users read at a time: a national audience is read page by page, never at once. */
const PAGE = 500;

export interface PendingConfirmations {
  /** Accounts with email alerts on whose address is not confirmed, as the log has them now. */
  found: number;
  mailed: number;
  /** Links the mail server refused or could not take; running the command again tries them again. */
  failed: number;
}

/**
 * Mails a link to confirm their address to every account that has email alerts on and an address not yet confirmed:
 * since alerts go only to confirmed addresses, those are the people whose alerts are held back, all of them at once
 * on the upgrade that brought confirmation. Found in the read models, page by page; each then checked against the log,
 * which the links are signed from, so that a read model behind the log mails nobody who has confirmed since. A link
 * that fails is counted and logged by account id alone, never by address.
 */
export async function mailPendingConfirmations(deps: {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Undefined for a dry run, which only counts. */
  mail: ((account: AccountToConfirm) => Promise<void>) | undefined;
  onFailure: (userId: string, error: unknown) => void;
}): Promise<PendingConfirmations> {
  const outcome: PendingConfirmations = { found: 0, mailed: 0, failed: 0 };
  let after = '';
  for (;;) {
    const page = await deps.readStore.find<UserDocument>(ReadModel.users, {
      where: { emailNotifications: true, id: { $gt: after } },
      orderBy: [['id', 'asc']],
      limit: PAGE,
    });
    for (const listed of page) {
      if (!listed.email || listed.emailConfirmed) continue;
      const user = await loadUser(deps.eventStore, listed.id);
      const email = user?.notificationSettings.email;
      if (!user || !email || user.emailConfirmed || !user.notificationSettings.emailNotifications) continue;
      outcome.found++;
      if (!deps.mail) continue;
      try {
        await deps.mail({ userId: user.userId, username: user.username, email });
        outcome.mailed++;
      } catch (error) {
        outcome.failed++;
        deps.onFailure(user.userId, error);
      }
    }
    if (page.length < PAGE) return outcome;
    after = page.at(-1)!.id;
  }
}
