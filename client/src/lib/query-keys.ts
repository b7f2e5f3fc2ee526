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
  userHistory: (userId: string) => ['users', userId, 'history'] as const,
};
