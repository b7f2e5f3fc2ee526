import { grantAdmin, InvalidTransition, revokeAdmin } from '@iec-bets/command-service';
import { openStores } from '@iec-bets/platform';
import { configOfExistingData } from './existing-data.js';
import { UsageError } from './usage-error.js';

/**
 * `iec-bets grant-admin <username>` and `revoke-admin`: an event in the user's stream, so the change is audited; none
 * when the user's rights are already as asked.
 */
export async function runAdminRights(change: 'grant' | 'revoke', username: string | undefined): Promise<void> {
  if (!username) throw new UsageError(`Usage: iec-bets ${change}-admin <username>`);
  const stores = await openStores(configOfExistingData());
  try {
    const result = change === 'grant' ? await grantAdmin(stores.eventStore, username) : await revokeAdmin(stores.eventStore, username);
    console.log(`${change === 'grant' ? 'Granted' : 'Revoked'} admin rights ${change === 'grant' ? 'to' : 'from'} ${username} (user ${result.userId}, position ${result.position}).`);
  } catch (error) {
    // Already as asked ("… is already an admin", "… is not an admin"): the rights are what the operator wants, so it
    // succeeds without an event, and a provisioning script may grant on every deployment.
    if (!(error instanceof InvalidTransition)) throw error;
    console.log(`${error.message}: nothing to change.`);
  } finally {
    await stores.close();
  }
}
