import type { Comment, Question, User, UserStats } from '@iec-bets/contracts';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Thandi Mokoena',
    username: 'thandi',
    joinDate: '2026-01-10T08:00:00.000Z',
    isAdmin: false,
    email: null,
    emailConfirmed: false,
    phoneNumber: null,
    emailNotifications: false,
    streakReminders: true,
    browserNotifications: false,
    whatsappNotifications: false,
    ...overrides,
  };
}

export function aQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 'q-1',
    text: 'Will the GNU survive until the end of 2026',
    context: 'The Government of National Unity was formed in June 2024.',
    date: '2026-11-23T11:00:00.000Z',
    dayNumber: 997,
    options: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No' },
    ],
    isActive: true,
    isResolved: false,
    isArchived: false,
    isPublished: true,
    publishedAt: '2026-11-23T11:00:00.000Z',
    createdAt: '2026-11-22T11:00:00.000Z',
    correctOptionId: null,
    resolutionSummary: null,
    resolutionProofUrl: null,
    tags: [],
    results: [],
    totalVotes: 0,
    commentCount: 0,
    ...overrides,
  };
}

/** A user's figures as `GET /api/users/{id}/stats` gives them: by default a newcomer with nothing resolved, unranked. */
export function aStats(overrides: Partial<UserStats> = {}): UserStats {
  const stats: UserStats = {
    totalAnswers: 0,
    resolvedAnswers: 0,
    correctAnswers: 0,
    accuracy: 0,
    accuracyThisMonth: null,
    points: 0,
    rankingScore: 0,
    scoringRule: 'crowd-brier-v1',
    rank: null,
    nationalRank: null,
    streak: 0,
    answeredToday: false,
    ...overrides,
  };
  // The server gives the rank under both names.
  return { ...stats, nationalRank: stats.rank };
}

/** A live comment by `name` (their username its lower case), posted five minutes ago. */
export function aComment(id: string, userId: string, name: string, content: string): Comment {
  return {
    id,
    userId,
    content,
    imageUrl: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    user: { id: userId, name, username: name.toLowerCase() },
    removedByModerator: false,
  };
}
