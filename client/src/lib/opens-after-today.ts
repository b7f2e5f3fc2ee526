import { southAfricanDay } from '@iec-bets/contracts';

/**
 * Whether a question's South African day is still to come: published ahead of its day (tomorrow's, set up tonight),
 * it takes no answer, and alerts nobody, until the midnight that opens it.
 */
export function opensAfterToday(questionDate: string, now: Date = new Date()): boolean {
  return southAfricanDay(questionDate) > southAfricanDay(now);
}
