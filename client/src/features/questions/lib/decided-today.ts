import { type Question, southAfricanDay } from '@iec-bets/contracts';

/**
 * Today's questions that have been resolved, from the published list: today's list holds only the open ones, so a
 * question decided during its own day would otherwise leave the player's screens as the result comes in.
 */
export function decidedToday(published: readonly Question[], now: Date): Question[] {
  const today = southAfricanDay(now);
  return published.filter((question) => question.isResolved && southAfricanDay(question.date) === today);
}
