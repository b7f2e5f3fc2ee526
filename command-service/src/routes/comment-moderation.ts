import { COMMENT_NOT_FOUND, ModerationCommands, streams, type ModerationDecisionResponse } from '@iec-bets/contracts';
import { adminScope, declaredRoute, notFound, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationSalt } from '../comments/moderation-salt.js';
import { questionOfComment } from '../comments/question-of-comment.js';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { DismissCommentReports, RemoveComment } from '../domain/comment/comment-commands.js';
import { commentDecider } from '../domain/comment/comment-decider.js';
import { commandMetadata } from '../http/command-metadata.js';
import { isAdminByLog } from '../http/is-admin.js';
import { sendPosition } from '../http/position-header.js';
import { bySessionUser, perHour } from '../http/rate-limits.js';

const DEFAULT_REPORTS_PER_HOUR = 20;

/**
 * Users report comments; admins remove them or keep them. A report is recorded on the comment's stream (one per
 * person is that stream's rule); an admin's decision on the question's stream, where the question's history shows
 * it to whoever audits the question later.
 */
export const commentModerationRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, settings } = deps;
  const clock = deps.clock ?? systemClock;
  const reportsPerHour = settings.rateLimits.reportsPerHour ?? DEFAULT_REPORTS_PER_HOUR;

  async function questionOf(commentId: string): Promise<string> {
    const questionId = await questionOfComment(eventStore, commentId);
    if (!questionId) throw notFound(COMMENT_NOT_FOUND);
    return questionId;
  }

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(ModerationCommands.report),
      config: { rateLimit: { ...perHour(reportsPerHour), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        const reporterId = requireUser(request);
        const { id: commentId } = request.params;
        const questionId = await questionOf(commentId);
        const { appended } = await handleCommand(eventStore, commentDecider, {
          streamId: streams.comment(commentId),
          contextStreamIds: [streams.question(questionId)],
          command: { type: 'ReportComment', data: { commentId, reporterId, ...request.body } },
          metadata: commandMetadata(request, reporterId, clock()),
        });
        sendPosition(reply, appended);
        return reply.status(201).send({ commentId });
      },
    });
  });

  async function decide(request: FastifyRequest, reply: FastifyReply, command: RemoveComment | DismissCommentReports) {
    const { commentId } = command.data;
    const questionId = await questionOf(commentId);
    const { appended } = await handleCommand(eventStore, commentDecider, {
      streamId: streams.question(questionId),
      contextStreamIds: [streams.comment(commentId)],
      command,
      metadata: commandMetadata(request, requireUser(request), clock()),
    });
    sendPosition(reply, appended);
    const body: ModerationDecisionResponse = { id: commentId };
    return reply.status(200).send(body);
  }

  // The admin check runs before the body is looked at: a visitor gets 401 and a non-admin 403 whatever they sent.
  await adminScope(app, isAdminByLog(eventStore), (admin) => {
    admin.route({
      ...declaredRoute(ModerationCommands.remove),
      handler: async (request, reply) =>
        decide(request, reply, { type: 'RemoveComment', data: { commentId: request.params.id, reason: request.body.reason, salt: moderationSalt() } }),
    });

    admin.route({
      ...declaredRoute(ModerationCommands.dismissReports),
      handler: async (request, reply) =>
        decide(request, reply, {
          type: 'DismissCommentReports',
          data: { commentId: request.params.id, reportsRead: request.body.reportsRead, salt: moderationSalt() },
        }),
    });
  });
};
