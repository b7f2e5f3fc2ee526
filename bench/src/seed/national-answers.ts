export type Option = 'yes' | 'no';

/** How many users the answer patterns take to repeat: the patterns' periods are 2, 5 and 25. */
export const PATTERN_PERIOD = 50;

/**
 * How the national seed's user `index` answers the two history questions (both resolved Yes) and the night's
 * question: 60% Yes on the night (every 5 users), half Yes on the first (every 2), 40% Yes on the second (by fives
 * of users, every 25), each independent of the others. Once the night is resolved (Yes) the board holds players of
 * every record from 3 right to none right, 12% with 3 and 38% with 2: half of them. A wrong answer costs 100 points
 * against a right one, and once a few answers are in, the crowd an answer met moves it by much less, so those players
 * take the first N/2 places. The last of them is user 1, each of whose answers met a crowd of one that was right: #N/2, the
 * rank the issue measures beside #1, among the players the run samples (a test scores the seed as the board does).
 */
export function nationalAnswer(index: number): [first: Option, second: Option, night: Option] {
  return [index % 2 === 0 ? 'yes' : 'no', Math.floor(index / 5) % 5 < 2 ? 'yes' : 'no', index % 5 < 3 ? 'yes' : 'no'];
}

/** Indexes of the first users of each answer pattern. */
export const ONE_OF_EACH_PATTERN: readonly number[] = Array.from({ length: PATTERN_PERIOD }, (_, index) => index);
