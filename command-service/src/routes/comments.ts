import {
  COMMENT_IMAGE_MAX_BYTES,
  CommentCommands,
  imageUrlFor,
  streams,
  type Comment,
  type CommentImageRef,
  type DeleteCommentResponse,
} from '@iec-bets/contracts';
import { commentSubject, declaredRoute, forbidden, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { acceptCommentForms, readCommentForm } from '../comments/comment-form.js';
import { base64Length, imageOfComment, imageTooLarge } from '../comments/comment-image.js';
import { questionOfComment } from '../comments/question-of-comment.js';
import { handleCommand } from '../commands/handle-command.js';
import { systemClock, type CommandDeps } from '../deps.js';
import type { PostComment } from '../domain/comment/comment-commands.js';
import { commentDecider } from '../domain/comment/comment-decider.js';
import { foldEvents } from '../domain/decider.js';
import { NotTheAuthor } from '../domain/comment/not-the-author.js';
import { commandMetadata } from '../http/command-metadata.js';
import { mapDomainErrors } from '../http/domain-error-mapping.js';
import { sendPosition } from '../http/position-header.js';
import { bySessionUser, perMinute } from '../http/rate-limits.js';
import { loadUser } from '../users/user-lookup.js';

/**
 * A 5MB image is about 7MB of base64 text: this route alone takes JSON bodies that large (the app's default stays
 * small), with room for the text of the comment, each character of which JSON may spell as six. A multipart form is
 * read part by part instead, its image capped as it streams (comment-form.ts).
 */
export const COMMENT_BODY_LIMIT = base64Length(COMMENT_IMAGE_MAX_BYTES) + 64 * 1024;

/** Refusals of this scope in the product's words; everything else goes on to the command side's mapping. */
function commentErrors(error: unknown): never {
  if (error instanceof NotTheAuthor) throw forbidden(error.message);
  return mapDomainErrors(error);
}

/** A comment's own refusals: only an image can make one this large, so the person learns what to change. */
function postedCommentErrors(error: unknown): never {
  if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw imageTooLarge();
  return commentErrors(error);
}

/** Signed-in users comment on published questions, with text, an image or both, and delete their own comments. */
export const commentRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const { eventStore, imageStore, settings, personalDataKeys } = deps;
  const clock = deps.clock ?? systemClock;
  app.setErrorHandler(commentErrors);

  // The scope's guard turns a visitor away before megabytes of body are read.
  await signedInScope(app, async (signedIn) => {
    await acceptCommentForms(signedIn);
    signedIn.route({
      ...declaredRoute(CommentCommands.post),
      bodyLimit: COMMENT_BODY_LIMIT,
      errorHandler: postedCommentErrors,
      preValidation: readCommentForm,
      config: { rateLimit: { ...perMinute(settings.rateLimits.commentsPerMinute), keyGenerator: bySessionUser } },
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { id: questionId } = request.params;
        const { content } = request.body;
        const decoded = await imageOfComment(request.body);
        const commentId = randomUUID();
        const post = (image: CommentImageRef | null): PostComment => ({
          type: 'PostComment',
          data: { commentId, questionId, userId, content, image },
        });
        let image: CommentImageRef | null = null;
        if (decoded) {
          // The image is stored before the event, so that no event points at a missing image; the rules are asked
          // first (they are pure), so that a refused comment leaves no image behind that nothing points at.
          commentDecider.decide(post(null), foldEvents(commentDecider, await eventStore.readStream(streams.question(questionId))));
          image = { hash: await imageStore.put(decoded.bytes), mimeType: decoded.mimeType };
        }
        const metadata = commandMetadata(request, userId, clock());
        const { appended } = await handleCommand(eventStore, commentDecider, {
          streamId: streams.comment(commentId),
          contextStreamIds: [streams.question(questionId)],
          expectNewStream: true,
          command: post(image),
          metadata,
        });
        sendPosition(reply, appended);
        const author = await loadUser(eventStore, userId);
        const body: Comment = {
          id: commentId,
          userId,
          content,
          imageUrl: image && imageUrlFor(image.hash),
          createdAt: metadata.occurredAt,
          user: { id: userId, name: author?.name ?? '', username: author?.username ?? '' },
          removedByModerator: false,
        };
        return reply.status(201).send(body);
      },
    });

    signedIn.route({
      ...declaredRoute(CommentCommands.delete),
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const { id: commentId } = request.params;
        const questionId = await questionOfComment(eventStore, commentId);
        const streamId = streams.comment(commentId);
        const { appended } = await handleCommand(eventStore, commentDecider, {
          streamId,
          contextStreamIds: questionId ? [streams.question(questionId)] : [],
          command: { type: 'DeleteComment', data: { commentId, userId } },
          metadata: commandMetadata(request, userId, clock()),
          // Once the rules let the author delete it: the comment's key first, and with it the text and image in every
          // copy of the log; then what an older version wrote in the clear is blanked in the log's file (embedded).
          beforeAppend: async () => {
            await personalDataKeys?.erase(commentSubject(commentId));
            await eventStore.redactErasedPlainData?.([streamId]);
          },
        });
        sendPosition(reply, appended);
        const body: DeleteCommentResponse = { id: commentId };
        return reply.status(200).send(body);
      },
    });
  });
};
