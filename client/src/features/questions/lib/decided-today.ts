import { type Question, southAfricanDay } from '@iec-bets/contracts';

/**
 * Today's questions that have been resolved, from the published list: today's list holds only the open ones, so a
 * question decided during its own day would otherwise leave the player's screens as the result comes in.
 */
export function decidedToday(published: readonly Question[], now: Date): Question[] {
  const today = southAfricanDay(now);
  return published.filter((question) => question.isResolved && southAfricanDay(question.date) === today);
}

/**
 * Today's questions as one list, each once: the open ones in their order, then the decided ones. The two lists are read
 * apart and each is read again when a question is resolved, in either order: one still open in the first but decided
 * in the second is shown decided, in its place, so that it is neither shown twice nor lost for a moment, and keeps its
 * place on the screen (with its discussion and whatever was being typed in it) as it changes.
 */
export function withDecided(open: readonly Question[], decided: readonly Question[]): Question[] {
  const decidedById = new Map(decided.map((question) => [question.id, question]));
  const openIds = new Set(open.map((question) => question.id));
  return [...open.map((question) => decidedById.get(question.id) ?? question), ...decided.filter((question) => !openIds.has(question.id))];
}
