import { z } from 'zod';
import { instantWithOffset } from './instant.js';

/** The most points a results history has: enough for a smooth chart, few enough to read in one go. */
export const RESULTS_HISTORY_MAX_POINTS = 100;

const AS_OF_MESSAGE = 'asOf must be an ISO date-time such as 2026-11-22T13:00:00Z';

/**
 * `?asOf=` of the public results: the instant to read them at. Normalised to the stored spelling of an instant
 * (UTC, milliseconds), so that it compares with the answers' times as a string in every store.
 */
export const PublicResultsQuery = z.object({
  asOf: instantWithOffset(AS_OF_MESSAGE).optional(),
});
export type PublicResultsQuery = z.infer<typeof PublicResultsQuery>;

/** The nation's split at one instant: every answer given at or before `at` counts. */
export const ResultsHistoryPoint = z.object({
  at: z.iso.datetime(),
  /** The share of the votes that said Yes, from 0 to 1; null while nobody had voted. */
  yesShare: z.number().min(0).max(1).nullable(),
  yesVotes: z.number().int().nonnegative(),
  totalVotes: z.number().int().nonnegative(),
});
export type ResultsHistoryPoint = z.infer<typeof ResultsHistoryPoint>;

/**
 * A published question's split over its life, oldest first: the first point is its publication, the last its
 * results as they stand now (or as they closed), and the points between are spread evenly.
 */
export const ResultsHistory = z.object({
  questionId: z.string(),
  points: z.array(ResultsHistoryPoint).min(1).max(RESULTS_HISTORY_MAX_POINTS),
});
export type ResultsHistory = z.infer<typeof ResultsHistory>;
