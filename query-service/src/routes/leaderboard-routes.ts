import {
  emptyScoringRecord,
  LeaderboardQueries,
  PREDICTOR_TOTALS_ID,
  ReadModel,
  southAfricanDay,
  southAfricanMonth,
  boardStatsId,
  monthBoard,
  tagBoard,
  type BoardStatsDocument,
  type BoardTopic,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type PredictorTotalsDocument,
  type TagDocument,
  type ScoringRecord,
  type UserActivityDocument,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import { declaredRoute, quietDaysBefore, requireUser, signedInScope, type ReadStore } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type QueryDeps, systemClock } from '../deps.js';
import { currentScoringRule } from '../views/current-scoring-rule.js';
import { friendIdsOf } from '../views/friend-ids.js';
import { boardRankOf, nationalRankOf } from '../views/national-rank.js';
import {
  byScore,
  ranksOf,
  toBoardEntry,
  toLeaderboardEntry,
  toLeaderboardSummary,
} from '../views/leaderboard-view.js';
import { PositionedCopies } from '../views/positioned-copies.js';

import { usersById } from '../views/users-by-id.js';

/**
 * The national, monthly and topic boards list players with a resolved answer (a scoring record); friends boards list
 * every friend with an answer.
 */
interface Board {
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
}

/** The players' names and activity (their answers and streak), by user id, and the days a streak passes over. */
async function namesAndActivity(readStore: ReadStore, ids: string[], today: string) {
  const [users, activity, quietDays] = await Promise.all([
    usersById(readStore, ids),
    readStore.getMany<UserActivityDocument>(ReadModel.userActivity, ids),
    quietDaysBefore(readStore, today),
  ]);
  return { users, activity: new Map(activity.map((doc) => [doc.userId, doc])), quietDays };
}

async function withUsers(
  readStore: ReadStore,
  ranked: ReadonlyArray<{ stats: ScoringRecord; rank: number | null }>,
  today: string,
): Promise<LeaderboardEntry[]> {
  const { users, activity, quietDays } = await namesAndActivity(readStore, ranked.map(({ stats }) => stats.userId), today);
  return ranked.flatMap(({ stats, rank }) => {
    const user = users.get(stats.userId);
    return user ? [toLeaderboardEntry(stats, activity.get(stats.userId), user, rank, today, quietDays)] : [];
  });
}

/** What every reader of a board shares (its top), read once per projector position (see PositionedCopies). */
type TopOf = (key: string, load: () => Promise<LeaderboardEntry[]>) => Promise<LeaderboardEntry[]>;

/**
 * The top of the country from the (ranked, score, id) index: `limit` ranked players, never every user. The list starts
 * at the top, so each rank is its position among the higher scores above it; the caller's rank, when they are not
 * listed, is the profile's (1 + ranked players with a higher score, from the score tree), or null while unranked.
 */
async function nationalBoard(readStore: ReadStore, topOf: TopOf, userId: string, limit: number, today: string): Promise<Board> {
  const [entries, scored, active] = await Promise.all([
    topOf(`national:${limit}:${today}`, async () => {
      const top = await readStore.find<UserStatsDocument>(ReadModel.userStats, { where: { ranked: true }, orderBy: [['score', 'desc']], limit });
      const ranks = ranksOf(top);
      return withUsers(readStore, top.map((stats, index) => ({ stats, rank: ranks[index]! })), today);
    }),
    readStore.get<UserStatsDocument>(ReadModel.userStats, userId),
    readStore.get<UserActivityDocument>(ReadModel.userActivity, userId),
  ]);
  const listed = entries.find((entry) => entry.userId === userId);
  if (listed) return { entries, me: listed };
  // A caller who has answered but has nothing resolved yet sees themselves unranked; one who never answered, nothing.
  const mine = scored ?? (active ? emptyScoringRecord(userId, await currentScoringRule(readStore)) : null);
  if (!mine) return { entries, me: null };
  const [me] = await withUsers(readStore, [{ stats: mine, rank: await nationalRankOf(readStore, scored) }], today);
  return { entries, me: me ?? null };
}

/** A board's records as its entries: each beside the player's overall answers and streak, and their name. */
async function boardEntries(
  readStore: ReadStore,
  ranked: ReadonlyArray<{ doc: BoardStatsDocument; rank: number | null }>,
  today: string,
): Promise<LeaderboardEntry[]> {
  const { users, activity, quietDays } = await namesAndActivity(readStore, ranked.map(({ doc }) => doc.userId), today);
  return ranked.flatMap(({ doc, rank }) => {
    const user = users.get(doc.userId);
    return user ? [toBoardEntry(doc, activity.get(doc.userId), user, rank, today, quietDays)] : [];
  });
}

/**
 * A monthly or topic board, from the (board, ranked, score, id) index like the national one. Entries show the record
 * on that board (points, accuracy, resolved answers) beside the player's overall answers and streak.
 */
async function boardOf(readStore: ReadStore, topOf: TopOf, board: string, userId: string, limit: number, today: string): Promise<Board> {
  const [entries, mine] = await Promise.all([
    topOf(`${board}:${limit}:${today}`, async () => {
      const top = await readStore.find<BoardStatsDocument>(ReadModel.boardStats, { where: { board, ranked: true }, orderBy: [['score', 'desc']], limit });
      // The same ranking as everywhere: a board's list holds ranked records only.
      const ranks = ranksOf(top);
      return boardEntries(readStore, top.map((doc, index) => ({ doc, rank: ranks[index]! })), today);
    }),
    readStore.get<BoardStatsDocument>(ReadModel.boardStats, boardStatsId(board, userId)),
  ]);
  if (!mine) return { entries, me: null };
  const listed = entries.find((entry) => entry.userId === userId);
  if (listed) return { entries, me: listed };
  const [me] = await boardEntries(readStore, [{ doc: mine, rank: await boardRankOf(readStore, mine) }], today);
  return { entries, me: me ?? null };
}

/**
 * The caller and their accepted friends with an answer, ranked among themselves: a handful of documents read by id.
 * A friend whose answers are not resolved yet has no scoring record, and is listed unranked. A caller without friends
 * is listed with their record but no rank: first of a group of one is no standing among friends ('Among Friends' is a
 * dash until there is a friend).
 */
async function friendsBoard(readStore: ReadStore, userId: string, limit: number, today: string): Promise<Board> {
  const friendIds = await friendIdsOf(readStore, userId);
  const ids = [userId, ...friendIds];
  const [records, active] = await Promise.all([
    readStore.getMany<UserStatsDocument>(ReadModel.userStats, ids),
    readStore.getMany<UserActivityDocument>(ReadModel.userActivity, ids),
  ]);
  const recordOf = new Map<string, ScoringRecord>(records.map((doc) => [doc.userId, doc]));
  const players = new Set([...records.map((doc) => doc.userId), ...active.map((doc) => doc.userId)]);
  // The rule in force is read only when some player has no record to name it.
  const rule = players.size > records.length ? await currentScoringRule(readStore) : undefined;
  const group = [...players].map((id) => recordOf.get(id) ?? emptyScoringRecord(id, rule!)).sort(byScore);
  const ranks = friendIds.length === 0 ? group.map(() => null) : ranksOf(group);
  const all = await withUsers(readStore, group.map((stats, index) => ({ stats, rank: ranks[index]! })), today);
  return { entries: all.slice(0, limit), me: all.find((entry) => entry.userId === userId) ?? null };
}

export const leaderboardRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;
  // The tops of the boards and the summary under them are everyone's: on election night a read of each per
  // projector batch, not one per request (a resolution's pages would otherwise make every request read them again).
  const tops = new PositionedCopies<LeaderboardEntry[]>({ maxEntries: 1_000, maxAgeMs: 10_000 });
  const summaries = new PositionedCopies<LeaderboardResponse['summary']>({ maxEntries: 1, maxAgeMs: 10_000 });

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(LeaderboardQueries.leaderboard),
      handler: async (request): Promise<LeaderboardResponse> => {
        const userId = requireUser(request);
        const { scope, limit, tag } = request.query;
        const now = clock();
        const today = southAfricanDay(now);
        const month = request.query.month ?? southAfricanMonth(now);
        const topOf: TopOf = (key, load) => tops.get(key, request.readPosition, load);
        const board = (): Promise<Board> => {
          switch (scope) {
            case 'national':
              return nationalBoard(readStore, topOf, userId, limit, today);
            case 'friends':
              return friendsBoard(readStore, userId, limit, today);
            case 'monthly':
              return boardOf(readStore, topOf, monthBoard(month), userId, limit, today);
            case 'tag':
              return boardOf(readStore, topOf, tagBoard(tag!), userId, limit, today);
          }
        };
        const [entries, summary] = await Promise.all([
          board(),
          summaries.get('summary', request.readPosition, async () => {
            const [totals, publishedQuestions] = await Promise.all([
              readStore.get<PredictorTotalsDocument>(ReadModel.predictorTotals, PREDICTOR_TOTALS_ID),
              readStore.count(ReadModel.questions, { isPublished: true }),
            ]);
            return toLeaderboardSummary(totals, publishedQuestions);
          }),
        ]);
        const which = scope === 'monthly' ? { month } : scope === 'tag' ? { tag: tag! } : {};
        return { scope, ...which, ...entries, summary };
      },
    });

    signedIn.route({
      ...declaredRoute(LeaderboardQueries.boardTopics),
      handler: async (): Promise<BoardTopic[]> => {
        // A few dozen topics: read whole and ordered here, rather than kept in an index of their own.
        const tags = await readStore.find<TagDocument>(ReadModel.tags);
        return tags
          .filter((doc) => doc.questionCount > 0)
          .sort((a, b) => b.questionCount - a.questionCount || (a.id < b.id ? -1 : 1))
          .map((doc) => ({ tag: doc.id, questionCount: doc.questionCount }));
      },
    });
  });
};
