import type { LeaderboardQuery } from '@iec-bets/contracts';

type LeaderboardScope = LeaderboardQuery['scope'];

/**
 * Every cached read's key in one place, so that a command in one feature invalidates what another feature shows
 * (an answer refreshes today's questions, the public archive and the user's answers) without importing it.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  todayQuestions: ['questions', 'today'] as const,
  publicQuestions: ['questions', 'public'] as const,
  publicComments: ['comments', 'public'] as const,
  questionComments: (questionId: string) => ['questions', questionId, 'comments'] as const,
  publicResults: (questionId: string) => ['questions', questionId, 'public-results'] as const,
  userResults: (questionId: string, userId: string) => ['questions', questionId, 'results', userId] as const,
  userAnswers: (userId: string) => ['users', userId, 'answers'] as const,
  userAnswer: (userId: string, questionId: string) => ['users', userId, 'answers', questionId] as const,
  userStats: (userId: string) => ['users', userId, 'stats'] as const,
  friends: (userId: string) => ['users', userId, 'friends'] as const,
  friendRequests: (userId: string) => ['users', userId, 'friend-requests'] as const,
  sentRequests: (userId: string) => ['users', userId, 'sent-requests'] as const,
  userSearchAll: ['users', 'search'] as const,
  userSearch: (q: string) => ['users', 'search', q] as const,
  leaderboardAll: ['leaderboard'] as const,
  leaderboard: (scope: LeaderboardScope) => ['leaderboard', scope] as const,
};

/** Every question's results as one user sees them (friends' answers included), whatever the question. */
export const isUserResultsKey = (queryKey: readonly unknown[]): boolean => queryKey[0] === 'questions' && queryKey[2] === 'results';
