import { z } from 'zod';
import { SCORING_RULE_NAMES } from '../scoring/scoring-rules.js';
import { pageLimit } from './page-position.js';
import { Tag } from './research.js';

/**
 * national: everyone; friends: the caller and their accepted friends; monthly: answers resolved in one calendar
 * month, South African time; tag: answers to the questions of one research topic.
 */
export const LEADERBOARD_SCOPES = ['national', 'friends', 'monthly', 'tag'] as const;

export const LeaderboardQuery = z
  .object({
    scope: z.enum(LEADERBOARD_SCOPES, 'scope must be national, friends, monthly or tag').default('national'),
    limit: pageLimit(100).default(50),
    /** For scope=monthly: the month, YYYY-MM; this month (South African time) when left out. */
    month: z.string('month must be a month such as 2026-11').regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month such as 2026-11').optional(),
    /** For scope=tag: the research topic. */
    tag: Tag.optional(),
  })
  .refine((query) => query.scope !== 'tag' || query.tag !== undefined, { message: 'scope=tag needs a tag', path: ['tag'] });
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardEntry = z.object({
  /**
   * 1 + the number of ranked players in the scope with a higher ranking score: equal records share a rank. Null for
   * a player the scoring rule does not rank yet (too few resolved answers), who shows "—"; on the friends board, also
   * for a caller without friends, whom nobody is ranked against (their 'Among Friends' is a dash).
   */
  rank: z.number().int().positive().nullable(),
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  /** Lists mark admins with a badge (SPEC section 6). */
  isAdmin: z.boolean(),
  /** Points of every resolved answer under the scoring rule, to one decimal. */
  points: z.number(),
  /** What orders the board: under crowd-brier-v1, points ÷ (resolved answers + 10). */
  rankingScore: z.number(),
  scoringRule: z.enum(SCORING_RULE_NAMES),
  /** Rounded percentage of resolved answers that were correct: shown beside the points, not ranked by. */
  accuracy: z.number().int().min(0).max(100),
  resolvedAnswers: z.number().int().nonnegative(),
  totalAnswers: z.number().int().nonnegative(),
  /** Consecutive South African days with an answer, ending today or yesterday. */
  streak: z.number().int().nonnegative(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const LeaderboardSummary = z.object({
  /** Users with at least one answer. */
  activePredictors: z.number().int().nonnegative(),
  /** Mean of the accuracy of every user with at least one resolved answer, rounded; 0 when there is none. */
  averageAccuracy: z.number().int().min(0).max(100),
  /** Published questions that have not been deleted (archived ones included). */
  totalQuestions: z.number().int().nonnegative(),
});
export type LeaderboardSummary = z.infer<typeof LeaderboardSummary>;

export const LeaderboardResponse = z.object({
  scope: z.enum(LEADERBOARD_SCOPES),
  /** The board's month (scope=monthly) or topic (scope=tag). */
  month: z.string().optional(),
  tag: z.string().optional(),
  entries: z.array(LeaderboardEntry),
  /** National figures, whichever the scope. */
  summary: LeaderboardSummary,
  /** The caller's own entry in this scope; null before their first answer. Friends scope: rank null without friends. */
  me: LeaderboardEntry.nullable(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;

/**
 * A research topic with a board worth opening: one that public questions carry, and how many do. A topic that only
 * an official or a media prediction carries has no answers to rank, and is left out.
 */
export const BoardTopic = z.object({ tag: z.string(), questionCount: z.number().int().positive() });
export type BoardTopic = z.infer<typeof BoardTopic>;

/** The topics with boards, the one with the most questions first (then by name): the tab opens on the first. */
export const BoardTopicList = z.array(BoardTopic);
