import {
  LeaderboardQueries,
  PREDICTOR_TOTALS_ID,
  ReadModel,
  southAfricanDay,
  southAfricanMonth,
  boardStatsId,
  monthBoard,
  tagBoard,
  type BoardStatsDocument,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type PredictorTotalsDocument,
  type UserDocument,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import { declaredRoute, requireUser, signedInScope, type ReadStore } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type QueryDeps, systemClock } from '../deps.js';
import { friendIdsOf } from '../views/friend-ids.js';
import { boardRankOf, nationalRankOf } from '../views/national-rank.js';
import { byScore, ranksOf, toBoardEntry, toLeaderboardEntry, toLeaderboardSummary } from '../views/leaderboard-view.js';

/** Only users with at least one answer have statistics, and so only they appear on a leaderboard. */
interface Board {
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
}

async function withUsers(
  readStore: ReadStore,
  ranked: ReadonlyArray<{ stats: UserStatsDocument; rank: number | null }>,
  today: string,
): Promise<LeaderboardEntry[]> {
  const users = await readStore.getMany<UserDocument>(ReadModel.users, ranked.map(({ stats }) => stats.userId));
  const byId = new Map(users.map((user) => [user.id, user]));
  return ranked.flatMap(({ stats, rank }) => {
    const user = byId.get(stats.userId);
    return user ? [toLeaderboardEntry(stats, user, rank, today)] : [];
  });
}

/**
 * The top of the country from the (ranked, score, id) index: `limit` ranked players, never every user. The list starts
 * at the top, so each rank is its position among the higher scores above it; the caller's rank, when they are not
 * listed, is the profile's (1 + ranked players with a higher score, from the score tree), or null while unranked.
 */
async function nationalBoard(readStore: ReadStore, userId: string, limit: number, today: string): Promise<Board> {
  const [top, mine] = await Promise.all([
    readStore.find<UserStatsDocument>(ReadModel.userStats, { where: { ranked: true }, orderBy: [['score', 'desc']], limit }),
    readStore.get<UserStatsDocument>(ReadModel.userStats, userId),
  ]);
  const ranks = ranksOf(top);
  const entries = await withUsers(readStore, top.map((stats, index) => ({ stats, rank: ranks[index]! })), today);
  if (!mine) return { entries, me: null };
  const listed = entries.find((entry) => entry.userId === userId);
  if (listed) return { entries, me: listed };
  const [me] = await withUsers(readStore, [{ stats: mine, rank: await nationalRankOf(readStore, mine) }], today);
  return { entries, me: me ?? null };
}

/**
 * A monthly or topic board, from the (board, ranked, score, id) index like the national one. Entries show the record
 * on that board (points, accuracy, resolved answers) beside the player's overall answers and streak.
 */
async function boardOf(readStore: ReadStore, board: string, userId: string, limit: number, today: string): Promise<Board> {
  const [top, mine] = await Promise.all([
    readStore.find<BoardStatsDocument>(ReadModel.boardStats, { where: { board, ranked: true }, orderBy: [['score', 'desc']], limit }),
    readStore.get<BoardStatsDocument>(ReadModel.boardStats, boardStatsId(board, userId)),
  ]);
  const myRank = await boardRankOf(readStore, mine);
  const listed = mine && top.some((doc) => doc.userId === userId);
  const rows = [...top, ...(mine && !listed ? [mine] : [])];
  const [users, overall] = await Promise.all([
    readStore.getMany<UserDocument>(ReadModel.users, rows.map((doc) => doc.userId)),
    readStore.getMany<UserStatsDocument>(ReadModel.userStats, rows.map((doc) => doc.userId)),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const overallById = new Map(overall.map((stats) => [stats.userId, stats]));
  // The same ranking as everywhere: a board's list holds ranked records only.
  const ranks = ranksOf(top);
  const entryOf = (doc: BoardStatsDocument, rank: number | null) => {
    const user = userById.get(doc.userId);
    return user ? [toBoardEntry(doc, overallById.get(doc.userId), user, rank, today)] : [];
  };
  const entries = top.flatMap((doc, index) => entryOf(doc, ranks[index]!));
  const me = mine ? (entries.find((entry) => entry.userId === userId) ?? entryOf(mine, myRank)[0] ?? null) : null;
  return { entries, me };
}

/** The caller and their accepted friends, ranked among themselves: a handful of documents read by id. */
async function friendsBoard(readStore: ReadStore, userId: string, limit: number, today: string): Promise<Board> {
  const friendIds = await friendIdsOf(readStore, userId);
  const group = (await readStore.getMany<UserStatsDocument>(ReadModel.userStats, [userId, ...friendIds])).sort(byScore);
  const ranks = ranksOf(group);
  const all = await withUsers(readStore, group.map((stats, index) => ({ stats, rank: ranks[index]! })), today);
  return { entries: all.slice(0, limit), me: all.find((entry) => entry.userId === userId) ?? null };
}

export const leaderboardRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(LeaderboardQueries.leaderboard),
      handler: async (request): Promise<LeaderboardResponse> => {
        const userId = requireUser(request);
        const { scope, limit, tag } = request.query;
        const now = clock();
        const today = southAfricanDay(now);
        const month = request.query.month ?? southAfricanMonth(now);
        const board = (): Promise<Board> => {
          switch (scope) {
            case 'national':
              return nationalBoard(readStore, userId, limit, today);
            case 'friends':
              return friendsBoard(readStore, userId, limit, today);
            case 'monthly':
              return boardOf(readStore, monthBoard(month), userId, limit, today);
            case 'tag':
              return boardOf(readStore, tagBoard(tag!), userId, limit, today);
          }
        };
        const [entries, totals, publishedQuestions] = await Promise.all([
          board(),
          readStore.get<PredictorTotalsDocument>(ReadModel.predictorTotals, PREDICTOR_TOTALS_ID),
          readStore.count(ReadModel.questions, { isPublished: true }),
        ]);
        const which = scope === 'monthly' ? { month } : scope === 'tag' ? { tag: tag! } : {};
        return { scope, ...which, ...entries, summary: toLeaderboardSummary(totals, publishedQuestions) };
      },
    });
  });
};
