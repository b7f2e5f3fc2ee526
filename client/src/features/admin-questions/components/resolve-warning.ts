import { type Question, questionDayHasPassed } from '@iec-bets/contracts';
import { predictionCount } from './prediction-count';

type Resolvable = Pick<Question, 'date' | 'totalVotes'>;

/**
 * What resolving does, said in the dialog before it is sent: it scores every prediction at once, and on the
 * question's own day it also ends the predictions early, for everyone. The list's Resolve buttons look alike, so
 * the count tells the admin which question they are about to settle, and the early close is said before it happens.
 */
export function resolveWarning(question: Resolvable, now: Date = new Date()): string {
  const scored = question.totalVotes === 0 ? 'Nobody has predicted it, so nobody is scored.' : `Its ${predictionCount(question.totalVotes)} ${question.totalVotes === 1 ? 'is' : 'are'} scored at once.`;
  const early = questionDayHasPassed(question.date, now) ? '' : ' Its day is not over: from now on nobody can predict it.';
  return `${scored}${early} A resolution cannot be taken back, only corrected.`;
}
