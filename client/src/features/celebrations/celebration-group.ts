import type { PendingCelebration } from '@iec-bets/contracts';
import type { Cheer, WrongAnswer } from './celebration-texts';

/** What shows at once: every cheer waiting, in one popup, or else every wrong answer waiting, on one plain card. */
export type CelebrationGroup = { kind: 'cheers'; items: [Cheer, ...Cheer[]] } | { kind: 'wrong_answers'; items: [WrongAnswer, ...WrongAnswer[]] };

/**
 * The next group to show from the pending list (oldest first), leaving out those already shown on this visit. Cheers
 * come first: a resolution that brings a right call, a milestone and a rank is one moment, and a player back after a
 * busy day met five popups in a row, each to close. The wrong calls follow, together, told plainly.
 */
export function nextCelebrationGroup(pending: readonly PendingCelebration[], shown: ReadonlySet<string>): CelebrationGroup | null {
  const waiting = pending.filter((item) => !shown.has(item.id));
  const cheers = waiting.filter((item): item is Cheer => item.type !== 'wrong_answer');
  if (isNonEmpty(cheers)) return { kind: 'cheers', items: cheers };
  const wrongAnswers = waiting.filter((item): item is WrongAnswer => item.type === 'wrong_answer');
  if (isNonEmpty(wrongAnswers)) return { kind: 'wrong_answers', items: wrongAnswers };
  return null;
}

function isNonEmpty<T>(items: T[]): items is [T, ...T[]] {
  return items.length > 0;
}
