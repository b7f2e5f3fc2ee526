import { DELETED_USER_NAME, imageUrlFor, type Comment, type CommentDocument, type UserDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { usersById } from './users-by-id.js';

/** The API's comments, their authors' names joined from `users` in one look-up. Keeps the order given. */
export async function toComments(readStore: ReadStore, docs: readonly CommentDocument[]): Promise<Comment[]> {
  return commentsByAuthors(docs, await usersById(readStore, docs.map((doc) => doc.userId)));
}

/** The API's comments, their authors taken from `authors` (read already, with other users a view needed). */
export function commentsByAuthors(docs: readonly CommentDocument[], authors: ReadonlyMap<string, UserDocument>): Comment[] {
  return docs.map((doc) => {
    const author = authors.get(doc.userId);
    return {
      id: doc.commentId,
      userId: doc.userId,
      content: doc.content,
      imageUrl: doc.image && imageUrlFor(doc.image.hash),
      createdAt: doc.createdAt,
      // An author missing from `users` deleted their account (or, on a fresh store, is not projected yet).
      user: { id: doc.userId, name: author?.name ?? DELETED_USER_NAME, username: author?.username ?? '' },
      removedByModerator: doc.removedByModerator === true,
    };
  });
}
