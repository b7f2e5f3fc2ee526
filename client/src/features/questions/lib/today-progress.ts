import type { Question } from '@iec-bets/contracts';

/**
 * Where the player stands with the questions a screen shows today: how many are open, how many of those they have
 * still to answer, and how many were decided during the day. Home's note and the streak card both speak from it.
 */
export interface TodayProgress {
  open: number;
  unanswered: number;
  decided: number;
}

/**
 * The progress over `shown` (today's open questions and those decided today, withDecided), or null while either part
 * is unknown: the player's answers, or whether any of today's was decided, which would change every count.
 */
export function todayProgressOf(shown: readonly Question[], unanswered: number | null, decidedKnown: boolean): TodayProgress | null {
  if (unanswered === null || !decidedKnown) return null;
  const decided = shown.filter((question) => question.isResolved).length;
  return { open: shown.length - decided, unanswered, decided };
}
