import type { LeaderboardQuery } from '@iec-bets/contracts';
import { landingQueryKeys } from './landing-query-keys';

type LeaderboardScope = LeaderboardQuery['scope'];

/**
 * Every cached read's key in one place, so that a command in one feature invalidates what another feature shows
 * (an answer refreshes today's questions, the public archive and the user's answers) without importing it.
 */
export const queryKeys = {
  ...landingQueryKeys,
  questionComments: (questionId: string) => ['questions', questionId, 'comments'] as const,
  /** A page of a discussion before its latest, under the latest's key: an invalidation of the one reaches them all. */
  earlierComments: (questionId: string, start: string) => ['questions', questionId, 'comments', 'earlier', start] as const,
  /**
   * A page of the public archive after the newest (which is `publicQuestions`), and its questions' comments: under
   * the newest page's keys, so that an invalidation of the archive (an answer, a publication) reaches its older pages
   * too. Only the newest page polls.
   */
  olderPublicQuestions: (start: string) => ['questions', 'public', 'older', start] as const,
  olderPublicComments: (start: string) => ['comments', 'public', 'older', start] as const,
  publicResults: (questionId: string) => ['questions', questionId, 'public-results'] as const,
  resultsHistory: (questionId: string) => ['questions', questionId, 'results-history'] as const,
  /** The public, hash-chained history of a question's steps (not the admins' audit history below). */
  publicHistory: (questionId: string) => ['questions', questionId, 'public-history'] as const,
  /** One published question by its id, with its counts and outcome (a history page's summary). */
  publishedQuestion: (questionId: string) => ['questions', questionId, 'published'] as const,
  /** The log's daily seals and its head as it stands. */
  seals: ['seals'] as const,
  userResults: (questionId: string, userId: string) => ['questions', questionId, 'results', userId] as const,
  userAnswers: (userId: string) => ['users', userId, 'answers'] as const,
  userAnswer: (userId: string, questionId: string) => ['users', userId, 'answers', questionId] as const,
  /** A page's picks, under the user's answers: an answer given in this tab reads them again. */
  userPicks: (userId: string, questionIds: readonly string[]) => ['users', userId, 'answers', { picks: questionIds.join(',') }] as const,
  userStats: (userId: string) => ['users', userId, 'stats'] as const,
  /** Whether the signed-in user may dispute a question's resolution, and their dispute. */
  myDispute: (questionId: string) => ['questions', questionId, 'disputes', 'mine'] as const,
  /** Every list of question suggestions: a member's new one or an admin's review refreshes them all. */
  suggestions: ['suggestions'] as const,
  mySuggestions: ['suggestions', 'mine'] as const,
  /** A page of everyone's suggestions: the newest when `start` is null, else those after the suggestion it names. */
  allSuggestions: (status: string | null, start: string | null) => ['suggestions', 'all', status ?? 'any', start ?? 'newest'] as const,
  adminUsers: ['admin', 'users'] as const,
  adminUsersPage: (search: string, page: number) => ['admin', 'users', search, page] as const,
  newsletterSubscribersAll: ['admin', 'newsletter-subscribers'] as const,
  /** A page of the list (the newest when `start` is null), or with an address the one entry found for it. */
  newsletterSubscribers: (email: string, start: string | null) => ['admin', 'newsletter-subscribers', email, start ?? 'newest'] as const,
  /** The research hub's reads (topics, officials, media predictions): an admin's edit refreshes them all. */
  research: ['research'] as const,
  /**
   * The topics with boards, under the research prefix: an admin's change of a question's topics refreshes them with
   * the hub's; a question published refreshes them too (apply-realtime-message.ts).
   */
  boardTopics: ['research', 'board-topics'] as const,
  friends: (userId: string) => ['users', userId, 'friends'] as const,
  /** What friends answered and wrote on the feed's questions (Election Predictions' Friends tab). */
  friendActivity: (userId: string) => ['users', userId, 'friend-activity'] as const,
  /** The same on an older page of the feed, under the newest page's key: invalidating that invalidates these. */
  olderFriendActivity: (userId: string, start: string) => ['users', userId, 'friend-activity', 'older', start] as const,
  tags: ['research', 'tags'] as const,
  tagQuestions: (tag: string) => ['research', 'tags', tag, 'questions'] as const,
  tagOfficials: (tag: string) => ['research', 'tags', tag, 'officials'] as const,
  tagPredictions: (tag: string) => ['research', 'tags', tag, 'predictions'] as const,
  officials: ['research', 'officials'] as const,
  mediaPredictions: ['research', 'predictions'] as const,
  // A question's history sits under the admin question list's key: refreshing the list refreshes an open history.
  adminQuestions: ['admin', 'questions'] as const,
  adminDrafts: ['admin', 'drafts'] as const,
  /** Open disputes sit under the admin question list's key too: any question command refreshes them. */
  adminDisputes: ['admin', 'questions', 'disputes'] as const,
  questionHistory: (questionId: string) => ['admin', 'questions', questionId, 'history'] as const,
  /** A page of the deleted questions (the newest when `start` is null), under the admin question list's key too. */
  adminDeletedQuestions: (start: string | null) => ['admin', 'questions', 'deleted', start ?? 'newest'] as const,
  /** The admins' queue of reported comments: a report, a removal or a keep refreshes it. */
  moderationQueue: ['admin', 'moderation', 'reports'] as const,
  adminAnalytics: ['admin', 'analytics'] as const,
  adminAnalyticsPeriod: (days: number) => ['admin', 'analytics', days] as const,
  friendRequests: (userId: string) => ['users', userId, 'friend-requests'] as const,
  sentRequests: (userId: string) => ['users', userId, 'sent-requests'] as const,
  userSearchAll: ['users', 'search'] as const,
  userSearch: (q: string) => ['users', 'search', q] as const,
  leaderboardAll: ['leaderboard'] as const,
  /** Under the leaderboards' prefix, so that whatever refreshes the boards refreshes it too. */
  friendsRank: ['leaderboard', 'friends-rank'] as const,
  /** One board: a scope, and for the monthly and topic boards which month or topic ('current' for this month). */
  leaderboard: (scope: LeaderboardScope, board: string | null = null) => ['leaderboard', scope, board ?? 'current'] as const,
  userHistory: (userId: string) => ['users', userId, 'history'] as const,
  /** The user's comments that only the log still holds, their questions having been deleted. */
  commentsOnDeletedQuestions: (userId: string) => ['users', userId, 'comments-on-deleted-questions'] as const,
  /** How well the crowd predicts, and a user's record beside it: a resolution refreshes both. */
  calibration: ['calibration'] as const,
  trackRecord: (userId: string) => ['calibration', 'track-record', userId] as const,
  /** What the signed-in user has not been shown yet: a resolution or an accepted friend request refreshes it. */
  celebrations: ['me', 'celebrations'] as const,
};

/** Every question's results as one user sees them (friends' answers included), whatever the question. */
export const isUserResultsKey = (queryKey: readonly unknown[]): boolean => queryKey[0] === 'questions' && queryKey[2] === 'results';
