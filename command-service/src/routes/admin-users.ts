import { AdminUsersCommands, streams, type SetAdminResponse } from '@iec-bets/contracts';
import { adminScope, conflict, declaredRoute, requireUser } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import { userDecider } from '../domain/user/user-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { isAdminByLog } from '../http/is-admin.js';

export const CANNOT_REVOKE_OWN_RIGHTS = 'You cannot revoke your own admin rights. Ask another admin to do it.';

/**
 * Admin rights over HTTP, with the same user decider as the operator's command line (`grant-admin`,
 * `revoke-admin`); here the acting admin is recorded as the events' actor.
 */
export const adminUserRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore } = deps;
  const clock = deps.clock ?? systemClock;

  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(AdminUsersCommands.setAdmin),
      handler: async (request, reply): Promise<SetAdminResponse> => {
        const adminId = requireUser(request);
        const { id } = request.params;
        const { isAdmin } = request.body;
        if (!isAdmin && id === adminId) throw conflict(CANNOT_REVOKE_OWN_RIGHTS);
        const { appended } = await handleCommand(eventStore, userDecider, {
          streamId: streams.user(id),
          command: { type: isAdmin ? 'GrantAdmin' : 'RevokeAdmin', data: { userId: id } },
          metadata: commandMetadata(request, adminId, clock()),
        });
        sendPosition(reply, appended);
        return { id, isAdmin };
      },
    });
  });
};
