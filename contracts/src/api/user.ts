import { z } from 'zod';
import { SCORING_RULE_NAMES } from '../scoring/scoring-rules.js';
import { OptionResult } from './question.js';

/** What anyone signed in may see of a user. */
export const PublicUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  joinDate: z.iso.datetime(),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** What a user sees of themself (login, signup, who-am-I, their own /api/users/{id}). */
export const User = PublicUser.extend({
  email: z.string().nullable(),
  /**
   * Whether the address as it stands was confirmed by a link mailed to it; false while there is none. Read models
   * written before confirmation existed lack it until the projector's rebuild replaces them: unconfirmed, as they are.
   */
  emailConfirmed: z.boolean().default(false),
  phoneNumber: z.string().nullable(),
  emailNotifications: z.boolean(),
  browserNotifications: z.boolean(),
  whatsappNotifications: z.boolean(),
  /**
   * Whether an evening reminder goes out, on the channels that are on, when the player's streak would end at
   * midnight (see notifier/src/streaks). On unless turned off: accounts from before reminders existed have it on.
   */
  streakReminders: z.boolean().default(true),
});
export type User = z.infer<typeof User>;

export const UserStats = z.object({
  totalAnswers: z.number().int().nonnegative(),
  resolvedAnswers: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  /** Rounded percentage of resolved answers that were correct; 0 before any answer is resolved. */
  accuracy: z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({ description: 'Rounded percentage of resolved answers that were correct. 0 while resolvedAnswers is 0: read that first, as the app does (it shows a dash)' }),
  /**
   * Accuracy over answers to questions resolved this calendar month (South African time); null while none is, so
   * that a month with nothing resolved yet does not read as one of wrong answers.
   */
  accuracyThisMonth: z.number().int().min(0).max(100).nullable(),
  /** Points of every resolved answer under the scoring rule, to one decimal. */
  points: z.number(),
  /** What orders the national board: under crowd-brier-v1, points ÷ (resolved answers + 10). */
  rankingScore: z.number(),
  scoringRule: z.enum(SCORING_RULE_NAMES),
  /** 1-based national rank among ranked players; null until the rule ranks the user (3 resolved answers). */
  rank: z.number().int().positive().nullable(),
  /** The same as `rank`, under the name earlier clients read. */
  nationalRank: z.number().int().positive().nullable(),
  /** Consecutive South African calendar days with an answer, ending today or yesterday. */
  streak: z.number().int().nonnegative(),
  /**
   * Whether the user has answered a question today (South African date), so that today's part of the streak is kept.
   * Today's questions cannot tell it: a question answered and then resolved the same day leaves the list of open ones.
   */
  answeredToday: z.boolean(),
});
export type UserStats = z.infer<typeof UserStats>;
export const UserStatsResponse = z.object({ stats: UserStats });

export const HistoryItem = z.object({
  questionId: z.string(),
  questionText: z.string(),
  submittedAt: z.iso.datetime(),
  selectedOptionId: z.string(),
  /** The text of the chosen option, as the profile shows it. */
  selectedOption: z.string(),
  isPending: z.boolean(),
  isCorrect: z.boolean().nullable(),
  /** The question's 'Day N' and, once resolved, its correct option: what a shared card of the prediction says. */
  dayNumber: z.number().int(),
  correctOptionId: z.string().nullable(),
  /** How the nation split on the question as it stands, for the shared card's line of it. */
  results: z.array(OptionResult),
  /** What the answer earned (or cost) under the scoring rule the profile's points are under, to one decimal. */
  points: z
    .number()
    .nullable()
    .meta({ description: "What the answer earned (or cost) under the scoring rule the boards use now, to one decimal; null while the question is not resolved. The profile's points are every resolved answer's, added up before rounding" }),
});
export type HistoryItem = z.infer<typeof HistoryItem>;
export const HistoryResponse = z.object({ history: z.array(HistoryItem) });

export const UserAnswer = z.object({
  questionId: z.string(),
  optionId: z.string(),
  submittedAt: z.iso.datetime(),
});
export type UserAnswer = z.infer<typeof UserAnswer>;
/** The national split just before an answer: what crowd-relative scoring measures the answer against. */
export const CrowdBeforeAnswer = z
  .object({ yes: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
  .meta({ description: 'How many had predicted the question (total), and how many of them Yes, just before this answer' });

/**
 * The answer as its player reads it back: with what it earned once its question is resolved, and what the points
 * were worked out from, so that the player can check them.
 */
export const UserAnswerRead = UserAnswer.extend({
  points: z
    .number()
    .nullable()
    .meta({ description: 'What the answer earned (or cost) under the scoring rule the boards use now, to one decimal; null while the question is not resolved' }),
  scoringRule: z
    .enum(SCORING_RULE_NAMES)
    .nullable()
    .meta({ description: 'The rule `points` were worked out under; null while the question is not resolved' }),
  crowdBefore: CrowdBeforeAnswer,
});
export type UserAnswerRead = z.infer<typeof UserAnswerRead>;
export const UserAnswerResponse = z.object({ answer: UserAnswerRead });

/** A question the signed-in user answered, and their pick: what a card of the public archive marks on its bars. */
export const QuestionPick = z.object({ questionId: z.string(), optionId: z.string() });
export type QuestionPick = z.infer<typeof QuestionPick>;
/** The picks among the questions asked: those the user has not answered are left out. */
export const PicksResponse = z.object({ picks: z.array(QuestionPick) });
export type PicksResponse = z.infer<typeof PicksResponse>;
