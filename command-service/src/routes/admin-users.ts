import { SetAdminRequest, streams, type SetAdminResponse } from '@iec-bets/contracts';
import { conflict, parseInput } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { userDecider } from '../domain/user/user-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { parseBody } from '../http/parse-body.js';
import { sendPosition } from '../http/position-header.js';
import { requireAdmin } from '../http/require-admin.js';

export const CANNOT_REVOKE_OWN_RIGHTS = 'You cannot revoke your own admin rights. Ask another admin to do it.';

const UserParams = z.object({ id: z.string().min(1, 'A user id is required').max(100, 'That user id is too long') });

/**
 * Admin rights over HTTP, with the same user decider as the operator's command line (`grant-admin`,
 * `revoke-admin`); here the acting admin is recorded as the events' actor.
 */
export const adminUserRoutes: FastifyPluginAsync<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  app.put('/api/admin/users/:id/admin', async (request, reply): Promise<SetAdminResponse> => {
    // Before the body is looked at: a visitor gets 401 and a non-admin 403 whatever they sent.
    const adminId = await requireAdmin(eventStore, request);
    const { id } = parseInput(UserParams, request.params);
    const { isAdmin } = parseBody(SetAdminRequest, request.body);
    // An admin locking themself out could leave the product without any admin; another admin must do it.
    if (!isAdmin && id === adminId) throw conflict(CANNOT_REVOKE_OWN_RIGHTS);
    const { appended } = await handleCommand(eventStore, userDecider, {
      streamId: streams.user(id),
      command: { type: isAdmin ? 'GrantAdmin' : 'RevokeAdmin', data: { userId: id } },
      metadata: commandMetadata(request, adminId, clock()),
    });
    sendPosition(reply, appended);
    return { id, isAdmin };
  });
};
