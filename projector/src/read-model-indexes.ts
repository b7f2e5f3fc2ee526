import { ReadModel } from '@iec-bets/contracts';
import type { IndexSpec, ReadStore } from '@iec-bets/platform';

/**
 * The fields the query side looks documents up and sorts them by. The projector itself needs none: it reads by id,
 * and finds a question's answers by the prefix of their ids.
 */
export const readModelIndexes: IndexSpec[] = [
  { collection: ReadModel.questions, fields: ['isPublished', 'date'] },
  { collection: ReadModel.questions, fields: ['day'] },
  { collection: ReadModel.questions, fields: ['date'] },
  { collection: ReadModel.answers, fields: ['userId', 'submittedAt'] },
  { collection: ReadModel.users, fields: ['usernameLower'] },
  // The ranked players, best first: the leaderboard's top and each player's rank (1 + the better scores).
  { collection: ReadModel.userStats, fields: ['ranked', 'score'] },
  // The same for each monthly and topic board, and a deleted user's records on all of them.
  { collection: ReadModel.boardStats, fields: ['board', 'ranked', 'score'] },
  { collection: ReadModel.boardStats, fields: ['userId'] },
  // A question's discussion in the order it was written.
  { collection: ReadModel.comments, fields: ['questionId', 'createdAt'] },
  // The admins' moderation queue, most recently reported first.
  { collection: ReadModel.comments, fields: ['awaitingModeration', 'lastReportedAt'] },
  // Whether an image is still shown by some comment: a removed or deleted comment's image is no longer served.
  { collection: ReadModel.comments, fields: ['image.hash'] },
  // A user's own suggestions, the admins' list by status, and the whole list; each newest first.
  { collection: ReadModel.suggestions, fields: ['userId', 'createdAt'] },
  { collection: ReadModel.suggestions, fields: ['status', 'createdAt'] },
  { collection: ReadModel.suggestions, fields: ['createdAt'] },
  { collection: ReadModel.newsletterSubscribers, fields: ['subscribedAt'] },
  // A user's friends, requests received and requests sent, from either side of the pair.
  { collection: ReadModel.friendships, fields: ['requesterId', 'status'] },
  { collection: ReadModel.friendships, fields: ['receiverId', 'status'] },
  { collection: ReadModel.usernameSuffixes, fields: ['suffix'] },
  // The research hub lists officials by name and media predictions newest source first.
  { collection: ReadModel.officials, fields: ['name'] },
  { collection: ReadModel.mediaPredictions, fields: ['sourceDate'] },
  // The admins' user list, newest sign-up first (the daily activity is read by its id, the day).
  { collection: ReadModel.users, fields: ['joinDate'] },
  // The notifier: the browsers of a user, the users with a channel on, and who answered a resolved question.
  { collection: ReadModel.pushSubscriptions, fields: ['userId'] },
  { collection: ReadModel.users, fields: ['emailNotifications'] },
  { collection: ReadModel.users, fields: ['whatsappNotifications'] },
  { collection: ReadModel.users, fields: ['browserNotifications'] },
  { collection: ReadModel.answers, fields: ['questionId'] },
  // The admins' list of open disputes, the longest waiting first.
  { collection: ReadModel.disputes, fields: ['status', 'disputedAt'] },
  // A user's own disputes, for their data export.
  { collection: ReadModel.disputes, fields: ['userId'] },
  // A question's results at an instant: the last minute of its timeline before it (the id as the tie-break of the
  // order, so that the index alone gives the first), then the answers given inside that minute.
  { collection: ReadModel.resultsTimeline, fields: ['questionId', 'minute', 'id'] },
  { collection: ReadModel.answers, fields: ['questionId', 'submittedAt'] },
  // A user's celebrations not yet shown, oldest first; a deleted question's, to take them out.
  { collection: ReadModel.celebrations, fields: ['userId', 'seen', 'occurredAt'] },
  { collection: ReadModel.celebrations, fields: ['questionId'] },
];

export async function ensureReadModelIndexes(readStore: ReadStore): Promise<void> {
  await readStore.ensureIndexes(readModelIndexes);
}
