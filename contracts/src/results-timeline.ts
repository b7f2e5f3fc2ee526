import { z } from 'zod';

/**
 * The read model behind "the split at any moment" (collection `ReadModel.resultsTimeline`): for each question, one
 * document per minute (UTC) in which someone answered, holding the answers counted up to the end of that minute,
 * and one head document. A question with half a million answers then tells its split at any instant from one
 * minute document plus the answers given inside the last minute, which the answers read model counts by time.
 */

const counts = z.record(z.string(), z.number().int().nonnegative());
const appliedPosition = { _position: z.number().int().positive() };

export const ResultsTimelineMinuteDocument = z.object({
  id: z.string(),
  questionId: z.string(),
  /** The minute's first instant, in the stored spelling of an instant (`2026-11-22T13:05:00.000Z`). */
  minute: z.iso.datetime(),
  /** Option id -> answers given before the end of this minute (cumulative). */
  counts,
  totalVotes: z.number().int().nonnegative(),
  /** Option id -> answers given inside this minute. */
  added: counts,
  ...appliedPosition,
});
export type ResultsTimelineMinuteDocument = z.infer<typeof ResultsTimelineMinuteDocument>;

/** Where a question's timeline stands: its latest minute, its latest answer and how many answers it has counted. */
export const ResultsTimelineHeadDocument = z.object({
  id: z.string(),
  questionId: z.string(),
  lastMinute: z.iso.datetime(),
  lastAnsweredAt: z.iso.datetime(),
  /** Equal to the question's votes when the timeline saw every answer (a log projected before it existed did not). */
  totalVotes: z.number().int().nonnegative(),
  ...appliedPosition,
});
export type ResultsTimelineHeadDocument = z.infer<typeof ResultsTimelineHeadDocument>;

/** The first instant of the minute of an instant, in the stored spelling (`…T13:05:00.000Z`). */
export function minuteOf(instant: string): string {
  // The canonical UTC spelling, which every event's time has, is cut as text: a replay asks for every answer's minute.
  if (instant.length === 24 && instant[23] === 'Z' && instant[10] === 'T') return `${instant.slice(0, 16)}:00.000Z`;
  const time = Date.parse(instant);
  return new Date(time - (((time % 60_000) + 60_000) % 60_000)).toISOString();
}

/** Ids start with the question's id, so that a question's timeline is found by their prefix when it is deleted. */
export const resultsTimelinePrefix = (questionId: string) => `${questionId}:`;
export const resultsTimelineMinuteId = (questionId: string, minute: string) => `${questionId}:${minute.slice(0, 16)}`;
export const resultsTimelineHeadId = (questionId: string) => `${questionId}:head`;
