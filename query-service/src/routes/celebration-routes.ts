import {
  answerDocumentId,
  CELEBRATION_WINDOW_DAYS,
  CelebrationQueries,
  DEFAULT_SCORING_RULE,
  PROJECTOR_CURSORS,
  QUESTION_WIDE_CURSOR_ID,
  ReadModel,
  scoringRules,
  type AnswerDocument,
  type CelebrationDocument,
  type CelebrationMarksDocument,
  type QuestionDocument,
  type UserStatsDocument,
} from '@iec-bets/contracts';
import { declaredRoute, requireUser, signedInScope } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type QueryDeps, systemClock } from '../deps.js';
import { unseenAnswerResults } from '../views/answer-results.js';
import { nationalRankOf } from '../views/national-rank.js';
import { pendingCelebrations } from '../views/pending-celebrations.js';
import { usersById } from '../views/users-by-id.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More than anyone is shown in one sitting; the rest wait for the next visit. */
const MOST_AT_ONCE = 20;
/** Far more questions than a celebration window settles at a few a day; the bound keeps a request's reads bounded. */
const MOST_SETTLED = 200;

/** GET /api/me/celebrations: what the signed-in user has not been shown yet. */
export const celebrationRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { readStore } = deps;
  const clock = deps.clock ?? systemClock;

  await signedInScope(app, (signedIn) => {
    signedIn.route({
      ...declaredRoute(CelebrationQueries.pending),
      handler: async (request, reply) => {
        const userId = requireUser(request);
        const since = new Date(clock().getTime() - CELEBRATION_WINDOW_DAYS * DAY_MS).toISOString();
        const [friendships, stats, marks, cursor, settled] = await Promise.all([
          readStore.find<CelebrationDocument>(ReadModel.celebrations, {
            where: { userId, seen: false, occurredAt: { $gte: since } },
            orderBy: [['occurredAt', 'asc']],
            limit: MOST_AT_ONCE,
          }),
          readStore.get<UserStatsDocument>(ReadModel.userStats, userId),
          readStore.get<CelebrationMarksDocument>(ReadModel.celebrationMarks, userId),
          readStore.get(PROJECTOR_CURSORS, QUESTION_WIDE_CURSOR_ID),
          // The newest first, should there ever be more than the limit: those are the results a player came to see.
          readStore.find<QuestionDocument>(ReadModel.questions, {
            where: { lastResolutionAt: { $gte: since } },
            orderBy: [['lastResolutionAt', 'desc']],
            limit: MOST_SETTLED,
          }),
        ]);
        const answers =
          settled.length > 0 ? await readStore.getMany<AnswerDocument>(ReadModel.answers, settled.map((question) => answerDocumentId(question.id, userId))) : [];
        const results = unseenAnswerResults({
          settled,
          answers: new Map(answers.map((answer) => [answer.questionId, answer])),
          seen: marks?.seenResults,
          since,
          // The rule the player's record was scored with, so that a result's points add up to it.
          rule: scoringRules[stats?.scoringRule ?? DEFAULT_SCORING_RULE],
        });
        const inbox = [...results, ...friendships].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)).slice(0, MOST_AT_ONCE);
        const friendIds = inbox.flatMap((doc) => doc.friendId ?? []);
        const [friends, rank] = await Promise.all([
          usersById(readStore, friendIds),
          // The profile's rank, read from the score tree at a cost that does not grow with it.
          nationalRankOf(readStore, stats),
        ]);
        // The user's own business, and it changes as soon as they acknowledge one.
        void reply.header('cache-control', 'no-store');
        return {
          celebrations: pendingCelebrations({
            inbox,
            questions: new Map(settled.map((question) => [question.id, question])),
            friends,
            stats,
            rank,
            marks,
            settling: cursor !== null,
          }),
        };
      },
    });
  });
};
