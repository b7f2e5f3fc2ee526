import { type QuestionDocument, questionDayHasPassed } from '@iec-bets/contracts';
import type { QuestionAlert } from './alert.js';

/** What an alert says about its question: the kind, and for a resolution or correction the outcome it names. */
export type AlertClaim = Pick<QuestionAlert, 'kind'> & { correctOptionId?: string };

/**
 * Whether an alert still tells the truth about its question as the question stands now. A fan-out can wait hours
 * (a question published ahead of its day) and deliveries minutes behind a national queue, and meanwhile an admin may
 * withdraw the question or settle it otherwise:
 * - "predict now" (a new question, or a streak's reminder naming one) only while the question takes answers: not once
 *   deleted, archived or resolved, nor once its South African day is over (a question published for a day that has
 *   passed, or a national queue drained past midnight);
 * - a resolution or correction only while it is the question's outcome: a later correction sends its own alert,
 *   and two alerts naming different outcomes would leave the player guessing which holds.
 */
export function alertStillTrue(question: QuestionDocument | null, claim: AlertClaim, now: Date): boolean {
  if (!question) return false;
  if (claim.kind === 'new-question' || claim.kind === 'streak-reminder') {
    return question.isPublished && !question.isArchived && !question.isResolved && !questionDayHasPassed(question.date, now);
  }
  return question.isResolved && question.correctOptionId === claim.correctOptionId;
}
