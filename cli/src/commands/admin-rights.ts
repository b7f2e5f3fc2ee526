import { grantAdmin, revokeAdmin } from '@iec-bets/command-service';
import { openStores } from '@iec-bets/platform';
import { configOfExistingData } from './existing-data.js';
import { UsageError } from './usage-error.js';

/** `iec-bets grant-admin <username>` and `revoke-admin`: an event in the user's stream, so the change is audited. */
export async function runAdminRights(change: 'grant' | 'revoke', username: string | undefined): Promise<void> {
  if (!username) throw new UsageError(`Usage: iec-bets ${change}-admin <username>`);
  const stores = await openStores(configOfExistingData());
  try {
    const result = change === 'grant' ? await grantAdmin(stores.eventStore, username) : await revokeAdmin(stores.eventStore, username);
    console.log(`${change === 'grant' ? 'Granted' : 'Revoked'} admin rights ${change === 'grant' ? 'to' : 'from'} ${username} (user ${result.userId}, position ${result.position}).`);
  } finally {
    await stores.close();
  }
}
