import { z } from 'zod';

/**
 * "How well does South Africa predict?": the crowd's forecasts are the final national Yes shares of resolved
 * questions, compared with what happened. Shares, rates and Brier scores are fractions from 0 to 1, not percentages,
 * so that nothing is rounded before the client chooses how to show it.
 */

/** The resolved questions whose final Yes share fell in [from, to) (the last bin also takes 1). */
export const CalibrationBin = z.object({
  from: z.number().min(0).max(1),
  to: z.number().min(0).max(1),
  questions: z.number().int().nonnegative(),
  /** How many of those questions resolved Yes. */
  yesOutcomes: z.number().int().nonnegative(),
  /** The mean final Yes share of those questions; null for an empty bin. */
  meanYesShare: z.number().min(0).max(1).nullable(),
  /** yesOutcomes ÷ questions; null for an empty bin. A well-calibrated crowd's rate lies near its mean share. */
  yesRate: z.number().min(0).max(1).nullable(),
});
export type CalibrationBin = z.infer<typeof CalibrationBin>;

export const NationalCalibration = z.object({
  /** Resolved questions that anybody answered: a question nobody answered has no crowd forecast to judge. */
  resolvedQuestions: z.number().int().nonnegative(),
  yesOutcomes: z.number().int().nonnegative(),
  /**
   * The mean over those questions of (s − o)², s the final Yes share, o 1 when Yes was right and 0 otherwise.
   * 0 is perfect; always saying 50% gives 0.25. Null when nothing is resolved yet.
   */
  crowdBrier: z.number().min(0).max(1).nullable(),
  /** Ten bins of the final Yes share, 0–10% first. */
  bins: z.array(CalibrationBin),
});
export type NationalCalibration = z.infer<typeof NationalCalibration>;

/** A user's resolved answers, scored as the crowd is, beside the crowd on the very same questions. */
export const TrackRecord = z.object({
  userId: z.string(),
  /** Resolved questions the user answered. */
  resolvedAnswers: z.number().int().nonnegative(),
  correctAnswers: z.number().int().nonnegative(),
  /** A pick is a forecast of 100%: 0 for each right pick, 1 for each wrong one, averaged. Null with no answers. */
  userBrier: z.number().min(0).max(1).nullable(),
  /** The crowd's Brier score (final Yes share) on the same questions. Null with no answers. */
  crowdBrier: z.number().min(0).max(1).nullable(),
});
export type TrackRecord = z.infer<typeof TrackRecord>;
