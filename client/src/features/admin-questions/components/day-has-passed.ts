import { southAfricanDay } from '@iec-bets/contracts';

/**
 * Whether a question's South African day is already over: such a question is never among today's questions, so no
 * player can predict it, though an admin may still record it (a past question for the research hub's archive).
 */
export function dayHasPassed(questionDate: string, now: Date = new Date()): boolean {
  return southAfricanDay(questionDate) < southAfricanDay(now);
}
