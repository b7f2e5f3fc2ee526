import { DELETED_USER_NAME, imageUrlFor, ReadModel, type Comment, type CommentDocument, type UserDocument } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';

/** The API's comments, their authors' names joined from `users` in one look-up. Keeps the order given. */
export async function toComments(readStore: ReadStore, docs: readonly CommentDocument[]): Promise<Comment[]> {
  const authorIds = [...new Set(docs.map((doc) => doc.userId))];
  const authors = authorIds.length === 0 ? [] : await readStore.getMany<UserDocument>(ReadModel.users, authorIds);
  return commentsByAuthors(docs, new Map(authors.map((author) => [author.id, author])));
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
