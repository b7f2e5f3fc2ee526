import { z } from 'zod';
import { Question } from './api/question.js';
import { User, UserAnswer } from './api/user.js';

/**
 * The read models the projector writes and the query side reads. Both sides import these shapes so that a field
 * is named once; API responses are still parsed through the API schemas, which drop the internal fields.
 */
export const ReadModel = {
  questions: 'questions',
  answers: 'answers',
  users: 'users',
  userStats: 'user_stats',
} as const;
export type ReadModelName = (typeof ReadModel)[keyof typeof ReadModel];

/** The checkpoint under which the projector saves how far into the log its read models are. */
export const PROJECTOR_CHECKPOINT = 'projector';

/** Notice channel on which the projector announces each committed batch. */
export const PROJECTOR_ADVANCED_CHANNEL = 'projector.advanced';
export const ProjectorAdvancedNotice = z.object({ position: z.number().int().nonnegative() });
export type ProjectorAdvancedNotice = z.infer<typeof ProjectorAdvancedNotice>;

/** Global position of the last event applied to a document: a replayed event at or below it changes nothing. */
const appliedPosition = { _position: z.number().int().positive() };

/** A question without its 'Day N', which the query side derives from `date`. */
export const QuestionDocument = Question.omit({ dayNumber: true }).extend({
  /** South African calendar day of `date` (YYYY-MM-DD): what "today's questions" are looked up by. */
  day: z.string(),
  /** When the question was resolved; the month of resolution decides which month's accuracy an answer counts in. */
  resolvedAt: z.iso.datetime().nullable(),
  ...appliedPosition,
});
export type QuestionDocument = z.infer<typeof QuestionDocument>;

/** One user's answer to one question; id `<questionId>:<userId>`. */
export const AnswerDocument = UserAnswer.extend({
  id: z.string(),
  userId: z.string(),
  /** null until the question is resolved. */
  isCorrect: z.boolean().nullable(),
  ...appliedPosition,
});
export type AnswerDocument = z.infer<typeof AnswerDocument>;

export const UserDocument = User.extend({
  /** For case-insensitive username look-ups. */
  usernameLower: z.string(),
  ...appliedPosition,
});
export type UserDocument = z.infer<typeof UserDocument>;

const ResolvedCounts = z.object({ resolved: z.number().int().nonnegative(), correct: z.number().int().nonnegative() });

/** Counters behind a user's statistics; id is the user id. Only users with at least one answer have one. */
export const UserStatsDocument = z.object({
  id: z.string(),
  userId: z.string(),
  totalAnswers: z.number().int().nonnegative(),
  resolvedAnswers: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  /** South African day (YYYY-MM-DD) -> answers given that day; days without answers are absent. For the streak. */
  answersByDay: z.record(z.string(), z.number().int().positive()),
  /** South African month of resolution (YYYY-MM) -> resolved and correct answers. For accuracy this month. */
  resolvedByMonth: z.record(z.string(), ResolvedCounts),
  /** rankingScore(correctAnswers, resolvedAnswers): the national rank is 1 + the number of higher scores. */
  score: z.number(),
  ...appliedPosition,
});
export type UserStatsDocument = z.infer<typeof UserStatsDocument>;

export const answerDocumentId = (questionId: string, userId: string) => `${questionId}:${userId}`;
