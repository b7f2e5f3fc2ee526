import { streams } from '@iec-bets/contracts';
import type { CommandMetadata, EventStore } from '@iec-bets/platform';
import { handleCommand } from '../commands/handle-command.js';
import { foldEvents } from '../domain/decider.js';
import { userDecider } from '../domain/user/user-decider.js';
import { usernameDecider } from '../domain/user/username-decider.js';

/**
 * Claims a username for a new account: the first of the two appends of a sign-up, the registration being the second.
 * No store here writes two streams atomically, so a sign-up can fail between the two (a crash, a lost connection)
 * and leave a name reserved for an account that never came. Such a name is not lost: a name is taken only once its
 * holder is registered. An unregistered holder's stream is closed first (UserRegistrationAbandoned, appended only if
 * the stream is still empty), so that its registration can never land late, and the name is then reserved again.
 * A holder that registers meanwhile, or another sign-up that reclaims the name first, wins: the name is taken.
 */
export async function claimUsername(
  eventStore: EventStore,
  claim: { username: string; userId: string },
  metadata: CommandMetadata,
): Promise<void> {
  const holder = foldEvents(usernameDecider, await eventStore.readStream(streams.username(claim.username))).heldBy;
  if (holder !== null) {
    // Refused with "That username is already taken" when the holder is registered.
    await handleCommand(eventStore, userDecider, {
      streamId: streams.user(holder),
      command: { type: 'AbandonRegistration', data: { userId: holder, username: claim.username } },
      metadata,
    });
  }
  await handleCommand(eventStore, usernameDecider, {
    streamId: streams.username(claim.username),
    command: { type: 'ReserveUsername', data: claim, replacing: holder },
    metadata,
  });
}
