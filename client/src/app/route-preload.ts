import type { User } from '@iec-bets/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminQuestionsQuery } from '@/api/get-admin-questions';
import { friendsQuery } from '@/api/get-friends';
import { friendsRankQuery } from '@/api/get-friends-rank';
import { todayQuestionsQuery } from '@/api/get-today-questions';
import { getUserAnswer } from '@/api/get-user-answer';
import { userStatsQuery } from '@/api/get-user-stats';
import { draftsQuery } from '@/features/admin-questions/api/get-drafts';
import { openDisputesQuery } from '@/features/admin-questions/api/get-open-disputes';
import { sentRequestsQuery } from '@/features/friends/api/get-sent-requests';
import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { recentPredictionsQuery } from '@/features/profile/api/get-history';
import { questionResultsQuery } from '@/features/questions/api/get-question-results';
import { tagsQuery } from '@/features/research/api/get-tags';
import { queryKeys } from '@/lib/query-keys';
import { loadScreen } from './lazy-screens';

export interface PreloadContext {
  queryClient: QueryClient;
  user: User | null;
}

/**
 * Today's questions, then for each at once the user's answer and the results that show once it is in: the answer
 * no longer has to arrive before the results are asked for. The user's standing beside them needs no question, so
 * it starts with today's questions.
 */
async function preloadToday({ queryClient, user }: PreloadContext, userId: string): Promise<void> {
  void queryClient.prefetchQuery(userStatsQuery(userId));
  void queryClient.prefetchQuery(friendsRankQuery());
  if (user?.id !== userId) return;
  const today = await queryClient.ensureQueryData(todayQuestionsQuery());
  for (const question of today) {
    void queryClient.prefetchQuery({
      queryKey: queryKeys.userAnswer(userId, question.id),
      queryFn: () => getUserAnswer(userId, question.id),
    });
    void queryClient.prefetchQuery(questionResultsQuery(question.id, userId));
  }
}

/**
 * Each member screen's first reads and chunk, by path, the reads first: on a phone's few connections, whatever is
 * asked first is sent first, and the reads are what the screen waits for longest (a chunk is often cached already).
 * A visitor's landing page needs neither: it is in the entry.
 */
const preloads: Record<string, (context: PreloadContext, user: User) => void> = {
  '/': (context, user) => {
    void preloadToday(context, user.id);
    void loadScreen.home();
  },
  '/vote': (context, user) => {
    void preloadToday(context, user.id);
    void loadScreen.vote();
  },
  '/leaderboard': ({ queryClient }, user) => {
    void queryClient.prefetchQuery(getLeaderboardQueryOptions({ scope: 'national' }));
    void queryClient.prefetchQuery(friendsQuery(user.id));
    void loadScreen.leaderboard();
  },
  '/friends': ({ queryClient }, user) => {
    void queryClient.prefetchQuery(friendsQuery(user.id));
    void queryClient.prefetchQuery(sentRequestsQuery(user.id));
    void loadScreen.friends();
  },
  '/research': ({ queryClient }) => {
    void queryClient.prefetchQuery(tagsQuery());
    void loadScreen.research();
  },
  '/profile': ({ queryClient }, user) => {
    void queryClient.prefetchQuery(userStatsQuery(user.id));
    void queryClient.prefetchQuery(recentPredictionsQuery(user.id));
    void loadScreen.profile();
  },
};
preloads['/home'] = preloads['/']!;

/** The admin dashboard's paths: its chunk for anyone who opens it, its reads only for an admin (others get 403s). */
const ADMIN_PATHS = new Set(['/admin', '/admin/testing', '/newadmin', '/dashboard']);

/**
 * Starts what the screen at `path` needs, its chunk and its data together, so that neither waits for the other.
 * Called when a route is navigated to and when a link to it is pointed at or focused; calling it again costs little:
 * a chunk loads once, and a read already fresh in the cache is not asked again.
 */
export function preloadRoute(path: string, context: PreloadContext): void {
  const { user, queryClient } = context;
  if (!user) return;
  if (ADMIN_PATHS.has(path)) {
    if (user.isAdmin) {
      void queryClient.prefetchQuery(adminQuestionsQuery());
      void queryClient.prefetchQuery(draftsQuery());
      void queryClient.prefetchQuery(openDisputesQuery());
    }
    void loadScreen.adminDashboard();
    return;
  }
  preloads[path]?.(context, user);
}
