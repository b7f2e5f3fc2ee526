import type { User } from '@iec-bets/contracts';
import { adminQuestionsQuery } from '@/api/get-admin-questions';
import { publicQuestionsQuery } from '@/api/get-public-questions';
import { friendRequestsQuery } from '@/api/get-friend-requests';
import { friendsQuery } from '@/api/get-friends';
import { friendsRankQuery } from '@/api/get-friends-rank';
import { todayQuestionsQuery } from '@/api/get-today-questions';
import { userAnswerQuery } from '@/api/get-user-answer';
import { userStatsQuery } from '@/api/get-user-stats';
import { draftsQuery } from '@/features/admin-questions/api/get-drafts';
import { moderationQueueQuery } from '@/features/admin-moderation/api/get-moderation-queue';
import { openDisputesQuery } from '@/features/admin-questions/api/get-open-disputes';
import { sentRequestsQuery } from '@/api/get-sent-requests';
import { getLeaderboardQueryOptions } from '@/features/leaderboard/api/get-leaderboard';
import { recentPredictionsQuery } from '@/features/profile/api/get-history';
import { questionResultsQuery } from '@/features/questions/api/get-question-results';
import { decidedToday } from '@/features/questions/lib/decided-today';
import { tagsQuery } from '@/features/research/api/get-tags';
import { loadScreen } from './screen-loaders';
import type { PreloadContext } from './route-preload';

/**
 * Today's questions, then for each at once the user's answer and the results that show once it is in: the answer
 * no longer has to arrive before the results are asked for. The user's standing beside them needs no question, so
 * it starts with today's questions.
 */
async function preloadToday({ queryClient }: PreloadContext, userId: string): Promise<void> {
  // The published list beside them, and the results of the questions in it decided today, which show with the open
  // ones (the countdown reads the list too).
  // Settled here, not only where it is awaited: it may fail while today's questions are still being read.
  const decided = queryClient
    .ensureQueryData(publicQuestionsQuery())
    .then((published) =>
      Promise.allSettled(decidedToday(published, new Date()).map((question) => queryClient.prefetchQuery(questionResultsQuery(question.id, userId)))),
    )
    .catch(() => undefined);
  const standing = [queryClient.prefetchQuery(userStatsQuery(userId)), queryClient.prefetchQuery(friendsRankQuery()), decided];
  const today = await queryClient.ensureQueryData(todayQuestionsQuery());
  await Promise.allSettled([
    ...standing,
    ...today.flatMap((question) => [
      queryClient.prefetchQuery(userAnswerQuery(userId, question.id)),
      queryClient.prefetchQuery(questionResultsQuery(question.id, userId)),
    ]),
  ]);
}

/**
 * Each member screen's first reads and chunk, by path, the reads first: on a phone's few connections, whatever is
 * asked first is sent first, and the reads are what the screen waits for longest (a chunk is often cached already).
 * A visitor's landing page needs neither.
 */
const preloads: Record<string, (context: PreloadContext, user: User, search: URLSearchParams) => Promise<unknown>[]> = {
  '/': (context, user) => [preloadToday(context, user.id), loadScreen.home()],
  '/vote': (context, user) => [preloadToday(context, user.id), loadScreen.vote()],
  // The national board's summary shows above every board; the friends' board, when the address opens it, below it.
  '/leaderboard': ({ queryClient }, user, search) => [
    queryClient.prefetchQuery(getLeaderboardQueryOptions({ scope: 'national' })),
    queryClient.prefetchQuery(friendsQuery(user.id)),
    ...(search.get('scope') === 'friends' ? [queryClient.prefetchQuery(getLeaderboardQueryOptions({ scope: 'friends' }))] : []),
    loadScreen.leaderboard(),
  ],
  '/friends': ({ queryClient }, user) => [
    queryClient.prefetchQuery(friendsQuery(user.id)),
    queryClient.prefetchQuery(friendRequestsQuery(user.id)),
    queryClient.prefetchQuery(sentRequestsQuery(user.id)),
    loadScreen.friends(),
  ],
  '/research': ({ queryClient }) => [queryClient.prefetchQuery(tagsQuery()), loadScreen.research()],
  '/profile': ({ queryClient }, user) => [
    queryClient.prefetchQuery(userStatsQuery(user.id)),
    queryClient.prefetchQuery(recentPredictionsQuery(user.id)),
    loadScreen.profile(),
  ],
  '/home': (context, user, search) => preloads['/']!(context, user, search),
};

/**
 * The navigation's own reads, which every member screen shows: today's questions and the member's answer to each
 * (the Vote badge), the friend requests waiting for them (the Friends badge), and an admin's waiting work (the Admin
 * badge). The page carries them whatever the
 * screen, and the picture of a screen is drawn with them, so that it shows the badges the app then keeps.
 */
export function startNavPreloads({ queryClient }: PreloadContext, user: User): Promise<unknown>[] {
  const answers = queryClient.ensureQueryData(todayQuestionsQuery()).then((today) =>
    Promise.allSettled(
      today.map((question) => queryClient.prefetchQuery(userAnswerQuery(user.id, question.id))),
    ),
  );
  return [
    answers,
    queryClient.prefetchQuery(friendRequestsQuery(user.id)),
    // What waits for an admin, counted on the Admin item (app/shell/use-admin-waiting.ts).
    ...(user.isAdmin ? [queryClient.prefetchQuery(openDisputesQuery()), queryClient.prefetchQuery(moderationQueueQuery())] : []),
  ];
}

/** The admin dashboard's paths: its chunk for anyone who opens it, its reads only for an admin (others get 403s). */
const ADMIN_PATHS = new Set(['/admin', '/admin/testing', '/newadmin', '/dashboard']);

/**
 * What the screen at `path` needs, started: its reads (with the board its query string `search` opens) and its chunk. Members' alone, so it lives in their chunk
 * (member-parts.ts) with the reads it names, out of a visitor's landing page.
 */
export function startPreloads(path: string, context: PreloadContext, user: User, search = ''): Promise<unknown>[] {
  const { queryClient } = context;
  return ADMIN_PATHS.has(path)
    ? [
        ...(user.isAdmin
          ? [queryClient.prefetchQuery(adminQuestionsQuery()), queryClient.prefetchQuery(draftsQuery()), queryClient.prefetchQuery(openDisputesQuery())]
          : []),
        loadScreen.adminDashboard(),
      ]
    : (preloads[path]?.(context, user, new URLSearchParams(search)) ?? []);
}
