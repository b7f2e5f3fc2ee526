export type Option = 'yes' | 'no';

/**
 * How the national seed's user `index` answers the two history questions (both resolved Yes) and the night's
 * question: 60% Yes on the night, and patterns on the history questions that differ in period (2 and 3), so that
 * once the night is resolved (Yes) the board holds players of every record from 3 right to none right, and ranks
 * that run from #1 to far beyond N/2.
 */
export function nationalAnswer(index: number): [first: Option, second: Option, night: Option] {
  return [index % 2 === 0 ? 'yes' : 'no', index % 3 !== 0 ? 'yes' : 'no', index % 5 < 3 ? 'yes' : 'no'];
}

/** Indexes of the first users of each answer pattern (the patterns repeat every 30 users). */
export const ONE_OF_EACH_PATTERN: readonly number[] = Array.from({ length: 30 }, (_, index) => index);
