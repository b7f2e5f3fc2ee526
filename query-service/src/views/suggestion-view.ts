import { DELETED_USER_NAME, type Suggestion, type SuggestionDocument, type UserDocument } from '@iec-bets/contracts';

/** A suggestion as the API gives it: the document with its author's current name and username. */
export function toSuggestion(doc: SuggestionDocument, authors: ReadonlyMap<string, UserDocument>): Suggestion {
  const author = authors.get(doc.userId);
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    status: doc.status,
    adminNotes: doc.adminNotes,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    // Users are never removed, so an author is always found; the fallback keeps a list whole should one be missing.
    user: { id: doc.userId, name: author?.name ?? DELETED_USER_NAME, username: author?.username ?? '' },
  };
}
