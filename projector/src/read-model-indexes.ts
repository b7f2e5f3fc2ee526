import { ReadModel } from '@iec-bets/contracts';
import type { IndexSpec, ReadStore } from '@iec-bets/platform';

/**
 * The fields the query side looks documents up and sorts them by. The projector itself needs none: it reads by id,
 * and finds a question's answers by the prefix of their ids.
 *
 * A sorted find breaks ties by id (the read store's contract), so an index that serves one ends with `id`: its
 * equality fields, then the sort's fields, then id. Then SQLite and MongoDB alike read the page in index order
 * instead of sorting every match (a million tied scores included); query-service/src/sorted-finds.test.ts checks
 * every sorted find the query side makes against this list.
 */
export const readModelIndexes: IndexSpec[] = [
  // Published questions newest first (never the archived: a public list fixes both, so MongoDB reads no archived one
  // to pass it over); a day's questions; the admins' lists of every question and of drafts.
  { collection: ReadModel.questions, fields: ['isPublished', 'isArchived', 'date', 'id'] },
  { collection: ReadModel.questions, fields: ['day', 'date', 'id'] },
  { collection: ReadModel.questions, fields: ['date'] },
  { collection: ReadModel.questions, fields: ['createdAt', 'id'] },
  { collection: ReadModel.questions, fields: ['isPublished', 'createdAt', 'id'] },
  // The questions resolved or corrected lately, whose answerers' results are told (celebration-routes.ts).
  { collection: ReadModel.questions, fields: ['lastResolutionAt', 'id'] },
  { collection: ReadModel.answers, fields: ['userId', 'submittedAt', 'id'] },
  { collection: ReadModel.users, fields: ['usernameLower', 'id'] },
  // The friend search: usernames that contain the typed text (a text search index, see the read store's IndexSpec).
  { collection: ReadModel.users, fields: ['usernameLower'], kind: 'contains' },
  // The ranked players, best first: the leaderboard's top, and the players sharing a rank's score-tree key.
  { collection: ReadModel.userStats, fields: ['ranked', 'score', 'id'] },
  // The same for each monthly and topic board, and a deleted user's records on all of them.
  { collection: ReadModel.boardStats, fields: ['board', 'ranked', 'score', 'id'] },
  { collection: ReadModel.boardStats, fields: ['userId'] },
  // A question's discussion in the order it was written.
  { collection: ReadModel.comments, fields: ['questionId', 'createdAt', 'id'] },
  // The admins' moderation queue, most recently reported first.
  { collection: ReadModel.comments, fields: ['awaitingModeration', 'lastReportedAt', 'id'] },
  // Whether an image is still shown by some comment: a removed or deleted comment's image is no longer served.
  { collection: ReadModel.comments, fields: ['image.hash'] },
  // What some users wrote on some questions (friends' comments on the feed's page), one seek per author and question;
  // and everything one user wrote, for their data export, by the same index's first field.
  { collection: ReadModel.comments, fields: ['userId', 'questionId'] },
  // A user's own suggestions, the admins' list by status, and the whole list; each newest first.
  { collection: ReadModel.suggestions, fields: ['userId', 'createdAt', 'id'] },
  { collection: ReadModel.suggestions, fields: ['status', 'createdAt', 'id'] },
  { collection: ReadModel.suggestions, fields: ['createdAt', 'id'] },
  { collection: ReadModel.newsletterSubscribers, fields: ['subscribedAt', 'id'] },
  // The notifier's walk over the confirmed subscribers, a page at a time in id order, for the daily question.
  { collection: ReadModel.newsletterSubscribers, fields: ['confirmed', 'id'] },
  // A user's friends, requests received and requests sent (newest first), from either side of the pair.
  { collection: ReadModel.friendships, fields: ['requesterId', 'status', 'createdAt', 'id'] },
  { collection: ReadModel.friendships, fields: ['receiverId', 'status', 'createdAt', 'id'] },
  // The research hub lists officials by name and media predictions newest source first.
  { collection: ReadModel.officials, fields: ['name', 'id'] },
  { collection: ReadModel.mediaPredictions, fields: ['sourceDate', 'id'] },
  // The admins' user list, newest sign-up first (the daily activity is read by its id, the day).
  { collection: ReadModel.users, fields: ['joinDate', 'id'] },
  // The log's closed daily seals, newest first.
  { collection: ReadModel.logSeals, fields: ['closed', 'day', 'id'] },
  // The notifier's fan-out reads the browsers of a page of users in (userId, id) order, the rest of one user's by
  // id > last; a user's own browsers use the same index. The users with a channel on, and who answered a resolved
  // question, are walked by the primary key (every user once; a question's answers by their ids' prefix).
  { collection: ReadModel.pushSubscriptions, fields: ['userId', 'id'] },
  // The admins' list of open disputes, the longest waiting first.
  { collection: ReadModel.disputes, fields: ['status', 'disputedAt', 'id'] },
  // A user's own disputes, for their data export.
  { collection: ReadModel.disputes, fields: ['userId'] },
  // A question's results at an instant: the last minute of its timeline before it (the id as the tie-break of the
  // order, so that the index alone gives the first), then the answers given inside that minute.
  { collection: ReadModel.resultsTimeline, fields: ['questionId', 'minute', 'id'] },
  { collection: ReadModel.answers, fields: ['questionId', 'submittedAt'] },
  // A user's celebrations not yet shown, oldest first. A deleted question's are named by its answers, not looked up.
  { collection: ReadModel.celebrations, fields: ['userId', 'seen', 'occurredAt', 'id'] },
  // What the product no longer shows of a user but the log keeps, for their data export (and their account's deletion).
  { collection: ReadModel.answersToDeletedQuestions, fields: ['userId'] },
  { collection: ReadModel.unshownRecords, fields: ['userId'] },
  // The admins' list of deleted questions, the latest deletion first, to find each one's history by.
  { collection: ReadModel.deletedQuestions, fields: ['deletedAt', 'id'] },
];

/** The list above, and no other: an index an earlier version declared would cost every write and serve no read. */
export async function ensureReadModelIndexes(readStore: ReadStore): Promise<void> {
  await readStore.ensureIndexes(readModelIndexes, { dropOthers: true });
}
