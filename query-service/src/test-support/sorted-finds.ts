import { ReadModel } from '@iec-bets/contracts';
import type { FindOptions } from '@iec-bets/platform';

/** A sorted find the query side makes, with typical values, named by the file that makes it. */
export interface SortedFind {
  file: string;
  what: string;
  collection: string;
  options: FindOptions;
  /**
   * Fields the filter fixes that its index leaves out, read past as the index is walked, and why that passes over
   * few documents: without a reason, every fixed field must be in the index.
   */
  walkedPast?: { fields: string[]; why: string };
}

const instant = '2026-03-10T08:00:00.000Z';

/**
 * Every sorted find of query-service/src, as its code writes it, named by the file that decides its shape: the file
 * with its `orderBy:`, or the caller of `newestFirstPage` (views/newest-first-page.ts), which sorts for its callers.
 * A test holds each file to at least as many finds here as it has of those, so a file that begins to sort cannot be
 * forgotten; a file listed already has more finds here than sorts (a call of `newestFirstPage` makes two shapes or
 * more), so a sort added to it must be added here by whoever adds it. Each must be served in index order by an index
 * of projector/src/read-model-indexes.ts, on SQLite and on MongoDB.
 */
export const sortedFinds: SortedFind[] = [
  {
    file: 'views/friend-requests-view.ts',
    what: 'requests received',
    collection: ReadModel.friendships,
    options: { where: { receiverId: 'u1', status: 'pending' }, orderBy: [['createdAt', 'desc']] },
  },
  {
    file: 'views/friend-requests-view.ts',
    what: 'requests sent',
    collection: ReadModel.friendships,
    options: { where: { requesterId: 'u1', status: 'pending' }, orderBy: [['createdAt', 'desc']] },
  },
  {
    file: 'views/results-timeline-view.ts',
    what: 'the last minute of results before an instant',
    collection: ReadModel.resultsTimeline,
    options: { where: { questionId: 'q1', minute: { $lt: '2026-03-10T08:00' } }, orderBy: [['minute', 'desc']], limit: 1 },
  },
  {
    file: 'views/user-search.ts',
    what: 'everyone, alphabetically',
    collection: ReadModel.users,
    options: { orderBy: [['usernameLower', 'asc']], limit: 50 },
  },
  {
    file: 'views/user-search.ts',
    what: 'usernames starting with a text',
    collection: ReadModel.users,
    options: { where: { usernameLower: { $gte: 'sip', $lt: 'sip\uffff' } }, orderBy: [['usernameLower', 'asc']], limit: 50 },
  },
  {
    file: 'routes/celebration-routes.ts',
    what: "a player's new friendships not yet shown",
    collection: ReadModel.celebrations,
    options: { where: { userId: 'u1', seen: false, occurredAt: { $gte: instant } }, orderBy: [['occurredAt', 'asc']], limit: 5 },
  },
  {
    file: 'routes/celebration-routes.ts',
    what: 'the questions resolved or corrected lately, whose results are told',
    collection: ReadModel.questions,
    options: { where: { lastResolutionAt: { $gte: instant } }, orderBy: [['lastResolutionAt', 'desc']], limit: 200 },
  },
  {
    file: 'routes/trust-routes.ts',
    what: "the log's closed seals",
    collection: ReadModel.logSeals,
    options: { where: { closed: true }, orderBy: [['day', 'desc']], limit: 30 },
  },
  {
    file: 'routes/user-routes.ts',
    what: "a player's latest answers",
    collection: ReadModel.answers,
    options: { where: { userId: 'u1' }, orderBy: [['submittedAt', 'desc']], limit: 20 },
  },
  {
    file: 'routes/user-routes.ts',
    what: "a page of a player's answers given before the last one shown",
    collection: ReadModel.answers,
    options: { where: { userId: 'u1', submittedAt: { $lt: '2026-11-20T09:00:00.000Z' } }, orderBy: [['submittedAt', 'desc']], limit: 20 },
  },
  {
    file: 'routes/user-routes.ts',
    what: "a player's answers given in the same millisecond as the last one shown, after it",
    collection: ReadModel.answers,
    options: { where: { userId: 'u1', submittedAt: '2026-11-20T09:00:00.000Z', id: { $lt: 'q9:u1' } }, orderBy: [['id', 'desc']], limit: 20 },
  },
  {
    file: 'routes/comment-routes.ts',
    what: "a question's discussion, a page before an instant",
    collection: ReadModel.comments,
    options: { where: { questionId: 'q1', createdAt: { $lt: instant } }, orderBy: [['createdAt', 'desc']], limit: 20 },
  },
  {
    file: 'routes/comment-routes.ts',
    what: "a question's comments written in the same millisecond as the first one shown, before it",
    collection: ReadModel.comments,
    options: { where: { questionId: 'q1', createdAt: instant, id: { $lt: 'c9' } }, orderBy: [['id', 'desc']], limit: 20 },
  },
  {
    file: 'views/public-feed-page.ts',
    what: "the public feed's questions, whose discussions and friends' activity are shown",
    collection: ReadModel.questions,
    options: { where: { isPublished: true, isArchived: false, date: { $lt: instant } }, orderBy: [['date', 'desc']], limit: 20 },
  },
  {
    file: 'routes/admin-analytics-routes.ts',
    what: "a period's published questions",
    collection: ReadModel.questions,
    options: {
      where: { day: { $gte: '2026-02-01', $lte: '2026-03-01' } },
      orderBy: [
        ['day', 'desc'],
        ['date', 'desc'],
      ],
    },
  },
  {
    file: 'routes/admin-routes.ts',
    what: 'every question for the admins',
    collection: ReadModel.questions,
    options: { orderBy: [['createdAt', 'desc']] },
  },
  {
    file: 'routes/admin-routes.ts',
    what: 'the drafts',
    collection: ReadModel.questions,
    options: { where: { isPublished: false }, orderBy: [['createdAt', 'desc']] },
  },
  {
    file: 'routes/admin-routes.ts',
    what: 'the deleted questions, the latest deletion first',
    collection: ReadModel.deletedQuestions,
    options: { where: {}, orderBy: [['deletedAt', 'desc']], limit: 50 },
  },
  {
    file: 'routes/admin-routes.ts',
    what: 'a page of deleted questions deleted before the last one shown',
    collection: ReadModel.deletedQuestions,
    options: { where: { deletedAt: { $lt: '2026-11-20T09:00:00.000Z' } }, orderBy: [['deletedAt', 'desc']], limit: 50 },
  },
  {
    file: 'routes/admin-routes.ts',
    what: 'the questions deleted in the same millisecond as the last one shown, after it',
    collection: ReadModel.deletedQuestions,
    options: { where: { deletedAt: '2026-11-20T09:00:00.000Z', id: { $lt: 'q9' } }, orderBy: [['id', 'desc']], limit: 50 },
  },
  {
    file: 'routes/suggestion-routes.ts',
    what: "a user's own suggestions",
    collection: ReadModel.suggestions,
    options: { where: { userId: 'u1' }, orderBy: [['createdAt', 'desc']] },
  },
  {
    file: 'routes/suggestion-routes.ts',
    what: "the admins' suggestions of one status",
    collection: ReadModel.suggestions,
    options: { where: { status: 'pending' }, orderBy: [['createdAt', 'desc']] },
  },
  {
    file: 'routes/suggestion-routes.ts',
    what: 'every suggestion',
    collection: ReadModel.suggestions,
    options: { where: {}, orderBy: [['createdAt', 'desc']], limit: 50 },
  },
  {
    file: 'routes/suggestion-routes.ts',
    what: 'a page of suggestions older than the last one shown',
    collection: ReadModel.suggestions,
    options: { where: { createdAt: { $lt: '2026-11-20T09:00:00.000Z' } }, orderBy: [['createdAt', 'desc']], limit: 50 },
  },
  {
    file: 'routes/suggestion-routes.ts',
    what: 'the suggestions of one status made in the same millisecond as the last one shown, after it',
    collection: ReadModel.suggestions,
    options: { where: { status: 'pending', createdAt: '2026-11-20T09:00:00.000Z', id: { $lt: 's9' } }, orderBy: [['id', 'desc']], limit: 50 },
  },
  {
    file: 'routes/admin-users-routes.ts',
    what: 'a page of users, newest first',
    collection: ReadModel.users,
    options: { orderBy: [['joinDate', 'desc']], limit: 25, offset: 25 },
  },
  {
    // The text is looked for in each user walked newest first, until the page is full: no text search index (a
    // second one, on names too, slowed the 500,000-user replay by a quarter, for a search only admins make).
    file: 'routes/admin-users-routes.ts',
    what: 'a page of the users whose username or name contains a text, newest first',
    collection: ReadModel.users,
    options: { where: { searchText: { $contains: 's' } }, orderBy: [['joinDate', 'desc']], limit: 25, offset: 0 },
  },
  {
    file: 'routes/research-routes.ts',
    what: 'the topics',
    collection: ReadModel.tags,
    options: { orderBy: [['id', 'asc']] },
  },
  {
    file: 'routes/research-routes.ts',
    what: 'the officials',
    collection: ReadModel.officials,
    options: { orderBy: [['name', 'asc']] },
  },
  {
    file: 'routes/research-routes.ts',
    what: 'the media predictions',
    collection: ReadModel.mediaPredictions,
    options: { orderBy: [['sourceDate', 'desc']] },
  },
  {
    file: 'routes/question-routes.ts',
    what: "today's questions",
    collection: ReadModel.questions,
    options: { where: { day: '2026-03-10', isPublished: true, isArchived: false, isResolved: false }, orderBy: [['date', 'desc']] },
    walkedPast: { fields: ['isPublished', 'isArchived', 'isResolved'], why: 'a day has a handful of questions at most' },
  },
  {
    file: 'routes/question-routes.ts',
    what: 'the public questions, a page before an instant',
    collection: ReadModel.questions,
    options: { where: { isPublished: true, isArchived: false, date: { $lt: instant } }, orderBy: [['date', 'desc']], limit: 20 },
  },
  {
    file: 'routes/question-routes.ts',
    what: 'the public questions of the same date as the last one shown, after it',
    collection: ReadModel.questions,
    options: { where: { isPublished: true, isArchived: false, date: instant, id: { $lt: 'q9' } }, orderBy: [['id', 'desc']], limit: 20 },
  },
  {
    file: 'routes/moderation-routes.ts',
    what: 'the moderation queue',
    collection: ReadModel.comments,
    options: { where: { awaitingModeration: true }, orderBy: [['lastReportedAt', 'desc']], limit: 50 },
  },
  {
    file: 'routes/newsletter-routes.ts',
    what: 'the newsletter list, a page before an instant',
    collection: ReadModel.newsletterSubscribers,
    options: { where: { subscribedAt: { $lt: instant } }, orderBy: [['subscribedAt', 'desc']], limit: 50 },
  },
  {
    file: 'routes/newsletter-routes.ts',
    what: 'the newsletter subscriptions made in the same millisecond as the last one shown, after it',
    collection: ReadModel.newsletterSubscribers,
    options: { where: { subscribedAt: instant, id: { $lt: 'n9' } }, orderBy: [['id', 'desc']], limit: 50 },
  },
  {
    file: 'routes/leaderboard-routes.ts',
    what: 'the top of the country',
    collection: ReadModel.userStats,
    options: { where: { ranked: true }, orderBy: [['score', 'desc']], limit: 50 },
  },
  {
    file: 'routes/leaderboard-routes.ts',
    what: 'the top of a monthly or topic board',
    collection: ReadModel.boardStats,
    options: { where: { board: 'month:2026-03', ranked: true }, orderBy: [['score', 'desc']], limit: 50 },
  },
  {
    file: 'routes/dispute-routes.ts',
    what: 'the open disputes, the longest waiting first',
    collection: ReadModel.disputes,
    options: { where: { status: 'open' }, orderBy: [['disputedAt', 'asc']], limit: 50 },
  },
];
