import type { CommentImageRef } from '@iec-bets/contracts';

export type PostComment = {
  type: 'PostComment';
  data: { commentId: string; questionId: string; userId: string; content: string; image: CommentImageRef | null };
};

/** `userId` is the one asking (from the session): only the author may delete. */
export type DeleteComment = { type: 'DeleteComment'; data: { commentId: string; userId: string } };

export type CommentCommand = PostComment | DeleteComment;
