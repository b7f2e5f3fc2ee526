import { streams } from '@iec-bets/contracts';
import type { CommandMetadata, EventStore } from '@iec-bets/platform';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { userDecider } from '../domain/user/user-decider.js';
import type { GrantAdmin, RevokeAdmin } from '../domain/user/user-commands.js';
import { findUserIdByUsername } from '../users/user-lookup.js';

export class UnknownUsernameError extends Error {
  constructor(readonly username: string) {
    super(`No user is registered under the username "${username}"`);
    this.name = 'UnknownUsernameError';
  }
}

export interface AdminRightsResult {
  userId: string;
  /** Global position of the appended event, for waiting on the read models. */
  position: number;
}

/** Changes made from the operator's command line have no acting user. */
function operatorMetadata(given: Partial<CommandMetadata> = {}): CommandMetadata {
  return {
    actorId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    ...given,
  };
}

async function changeAdminRights(
  eventStore: EventStore,
  username: string,
  type: (GrantAdmin | RevokeAdmin)['type'],
  metadata?: Partial<CommandMetadata>,
): Promise<AdminRightsResult> {
  const userId = await findUserIdByUsername(eventStore, username);
  if (!userId) throw new UnknownUsernameError(username);
  const { appended } = await handleCommand(eventStore, userDecider, {
    streamId: streams.user(userId),
    command: { type, data: { userId } },
    metadata: operatorMetadata(metadata),
  });
  // Both commands always append one event or throw, so `appended` is set here.
  return { userId, position: appended!.position };
}

/** Makes the user with this username (any letter case) an admin. Throws for an unknown name or an existing admin. */
export function grantAdmin(eventStore: EventStore, username: string, metadata?: Partial<CommandMetadata>) {
  return changeAdminRights(eventStore, username, 'GrantAdmin', metadata);
}

/** Takes admin rights away from the user with this username. Throws for an unknown name or a non-admin. */
export function revokeAdmin(eventStore: EventStore, username: string, metadata?: Partial<CommandMetadata>) {
  return changeAdminRights(eventStore, username, 'RevokeAdmin', metadata);
}
