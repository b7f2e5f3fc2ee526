import { z } from 'zod';
import { SuggestionStatus } from '../events/suggestion-events.js';
import { OptionCount } from './question.js';

export const AnalyticsQuery = z.object({
  days: z.coerce
    .number('days must be a number')
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(366, 'days must be at most 366')
    .default(30),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

const count = z.number().int().nonnegative();

/** One South African day: every day of the period is listed, quiet days with zeros. */
export const DailyActivity = z.object({
  day: z.string(),
  signUps: count,
  answers: count,
  /** Distinct users who answered that day. */
  activeVoters: count,
});
export type DailyActivity = z.infer<typeof DailyActivity>;

/** Answers whose question was resolved that South African day, and how many of them were right. */
export const DailyAccuracy = z.object({
  day: z.string(),
  resolvedAnswers: count,
  correctAnswers: count,
  /** Rounded percentage; 0 on a day without resolutions. */
  accuracy: z.number().int().min(0).max(100),
});
export type DailyAccuracy = z.infer<typeof DailyAccuracy>;

export const QuestionParticipation = z.object({
  questionId: z.string(),
  text: z.string(),
  date: z.iso.datetime(),
  totalVotes: count,
  options: z.array(OptionCount),
});
export type QuestionParticipation = z.infer<typeof QuestionParticipation>;

export const AnalyticsResponse = z.object({
  /** First and last South African day of the period (the last is today). */
  from: z.string(),
  to: z.string(),
  daily: z.array(DailyActivity),
  accuracy: z.array(DailyAccuracy),
  /** Published questions dated within the period, newest first. */
  questions: z.array(QuestionParticipation),
  /** Every suggestion by status, whatever its date. */
  suggestions: z.record(SuggestionStatus, count),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;
