import { streams, SuggestionCommands, type ReviewSuggestionResponse, type Suggestion } from '@iec-bets/contracts';
import { adminScope, declaredRoute, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { SuggestionCommand } from '../domain/suggestion/suggestion-commands.js';
import { suggestionDecider } from '../domain/suggestion/suggestion-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { bySessionUser, perHour } from '../http/rate-limits.js';
import { isAdminByLog } from '../http/is-admin.js';
import { loadUser } from '../users/user-lookup.js';

/** Signed-in users suggest questions; admins review and delete suggestions. */
export const suggestionRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, settings } = deps;
  const clock = deps.clock ?? systemClock;

  async function run(request: FastifyRequest, reply: FastifyReply, actorId: string, command: SuggestionCommand, now = clock()) {
    const outcome = await handleCommand(eventStore, suggestionDecider, {
      streamId: streams.suggestion(command.data.suggestionId),
      command,
      metadata: commandMetadata(request, actorId, now),
    });
    sendPosition(reply, outcome.appended);
    return outcome;
  }

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(SuggestionCommands.suggest),
      config: { rateLimit: { ...perHour(settings.rateLimits.suggestionsPerHour), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { title, description } = request.body;
        const suggestionId = randomUUID();
        const now = clock();
        // One instant for the event and the answer, so the times match what the list shows later.
        await run(request, reply, userId, { type: 'SuggestQuestion', data: { suggestionId, userId, title, description } }, now);
        const author = await loadUser(eventStore, userId);
        const body: Suggestion = {
          id: suggestionId,
          title,
          description,
          status: 'pending',
          adminNotes: null,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          user: { id: userId, name: author?.name ?? '', username: author?.username ?? '' },
        };
        return reply.status(201).send(body);
      },
    });
  });

  // Rights before the body: a visitor gets 401 and a non-admin 403 whatever they sent.
  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(SuggestionCommands.review),
      handler: async (request, reply) => {
        const { status, adminNotes } = request.body;
        const suggestionId = request.params.id;
        await run(request, reply, requireUser(request), { type: 'ReviewSuggestion', data: { suggestionId, status, adminNotes } });
        const body: ReviewSuggestionResponse = { id: suggestionId, status, adminNotes };
        return reply.status(200).send(body);
      },
    });

    admin.route({
      ...declaredRoute(SuggestionCommands.delete),
      handler: async (request, reply) => {
        await run(request, reply, requireUser(request), { type: 'DeleteSuggestion', data: { suggestionId: request.params.id } });
        return reply.status(200).send({ id: request.params.id });
      },
    });
  });
};
