import { z } from 'zod';

/** SPEC section 9: a comment's image is at most 5MB (decoded bytes). */
export const COMMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Long enough for a paragraph of argument, short enough that the discussion panel stays a discussion. */
export const COMMENT_TEXT_MAX = 2000;

export const EMPTY_COMMENT = 'Empty comment: Please write something or add an image';
export const IMAGE_TOO_LARGE = 'Image too large: Please select an image smaller than 5MB';
export const IMAGE_TYPE_NOT_ALLOWED = 'Unsupported image: Please choose a PNG, JPEG, GIF or WebP image';
export const IMAGE_NOT_A_DATA_URL = 'The image must be sent as a data URL (data:image/...;base64,...)';
export const IMAGE_EMPTY = 'The image is empty: Please select an image';
export const COMMENT_TOO_LONG = `Comment must be at most ${COMMENT_TEXT_MAX} characters`;
export const COMMENT_FORM_FIELDS = 'A comment form takes only the fields content (text) and image (one file)';
export const NOT_YOUR_COMMENT = 'You can only delete your own comments';

/** A comment's text as sent, in either form of the request. */
const CommentText = z.string('The comment must be text').trim().max(COMMENT_TEXT_MAX, COMMENT_TOO_LONG);

/**
 * The JSON body of POST /api/questions/{id}/comments. The image stays a string here: decoding it, checking its size
 * and finding its type from its bytes is the command side's work (see comment-image.ts there).
 */
export const PostCommentRequest = z
  .object({
    content: CommentText.optional()
      .nullable()
      .transform((value) => value ?? ''),
    imageUrl: z
      .string(IMAGE_NOT_A_DATA_URL)
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .meta({ description: 'The image as a base64 data URL (data:image/...;base64,...) of at most 5 MB of image' }),
  })
  .refine((body) => body.content.length > 0 || body.imageUrl !== null, { message: EMPTY_COMMENT });
export type PostCommentRequest = z.infer<typeof PostCommentRequest>;

/**
 * The same comment as a multipart/form-data body, where the image is the file itself: a third fewer bytes than its
 * base64 data URL, for people who pay for every megabyte. The command side reads the parts as they arrive, capping
 * the image's size while it streams, then checks what it read with this schema; the image's type is still judged
 * from its bytes, whatever the part declares.
 */
export const PostCommentForm = z
  .strictObject(
    {
      content: CommentText.optional()
        .transform((value) => value ?? '')
        .meta({ description: `The comment's text, trimmed; at most ${COMMENT_TEXT_MAX} characters` }),
      image: z
        .file('The image must be one file')
        .max(COMMENT_IMAGE_MAX_BYTES, IMAGE_TOO_LARGE)
        .optional()
        .transform((value) => value ?? null)
        .meta({ description: 'A PNG, JPEG, GIF or WebP image of at most 5 MB, its type judged from its bytes' }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? COMMENT_FORM_FIELDS : undefined) },
  )
  .refine((form) => form.content.length > 0 || form.image !== null, { message: EMPTY_COMMENT });
export type PostCommentForm = z.infer<typeof PostCommentForm>;

export const CommentAuthor = z.object({ id: z.string(), name: z.string(), username: z.string() });
export type CommentAuthor = z.infer<typeof CommentAuthor>;

export const Comment = z.object({
  id: z.string(),
  userId: z.string(),
  content: z.string(),
  /** Where the image is served (`/api/images/<sha256>`), or null for a text-only comment. */
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  user: CommentAuthor,
  /** True once a moderator removed it: `content` is then empty and `imageUrl` null, and it reads "Removed by a moderator". */
  removedByModerator: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;
export const CommentList = z.array(Comment);

/** GET /api/comments/public: question id -> its comments, oldest first; only questions that have comments. */
export const PublicComments = z.record(z.string(), CommentList);
export type PublicComments = z.infer<typeof PublicComments>;

export const DeleteCommentResponse = z.object({ id: z.string() });
export type DeleteCommentResponse = z.infer<typeof DeleteCommentResponse>;

/** The one spelling of an image's address, which the query side serves. */
export const imageUrlFor = (hash: string) => `/api/images/${hash}`;
