import { z } from 'zod';

/** The image types a comment may carry, as the command side found them in the bytes (never the declared type). */
export const COMMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const CommentImageType = z.enum(COMMENT_IMAGE_TYPES);
export type CommentImageType = z.infer<typeof CommentImageType>;

/**
 * A reference to an image kept in the image store, outside the event log: the sha256 of its bytes (hex), which
 * is also its name there, and its type. The log stays small and replays fast whatever people upload.
 */
export const CommentImageRef = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  mimeType: CommentImageType,
});
export type CommentImageRef = z.infer<typeof CommentImageRef>;

/**
 * Appended to `comment-<id>` when a signed-in user comments on a question; `userId` is its author. The text and the
 * image are sealed in the log under a personal-data key of the comment's own (subject `comment:<commentId>`), which
 * the author's deletion destroys: a comment its author deleted can never be read again, in any copy of the log.
 */
export const CommentPosted = z.object({
  type: z.literal('CommentPosted'),
  data: z.object({
    commentId: z.string(),
    questionId: z.string(),
    userId: z.string(),
    /** Trimmed; may be empty when the comment is an image alone. Blank once its author deleted it. */
    content: z.string(),
    /** Null once its author deleted the comment. */
    image: CommentImageRef.nullable(),
    /** Where the log holds the text and image, sealed with the comment's own key; see personal-fields.ts in platform. */
    sealed: z.string().optional(),
  }),
});
export type CommentPosted = z.infer<typeof CommentPosted>;

/** The author took the comment down. Carries the question so the read side can count without a look-up. */
export const CommentDeleted = z.object({
  type: z.literal('CommentDeleted'),
  data: z.object({ commentId: z.string(), questionId: z.string() }),
});
export type CommentDeleted = z.infer<typeof CommentDeleted>;

export const CommentEvent = z.discriminatedUnion('type', [CommentPosted, CommentDeleted]);
export type CommentEvent = z.infer<typeof CommentEvent>;
