/**
 * What a celebration id names. Ids are built by the server and acknowledged by the client, so both sides and the
 * command that records the acknowledgement read them the same way:
 * - `correct_answer:<questionId>:<position>` and `wrong_answer:<questionId>:<position>`: the user's answer met the
 *   resolution recorded at that position of the log (a corrected resolution has a new position, so it shows anew);
 * - `new_friend:<friendId>:<position>`: the friendship accepted at that position;
 * - `rank_up:<rank>`: the national rank reached; only a better rank than the best one seen celebrates again;
 * - `accuracy_boost:<milestone>`: the accuracy milestone (a percentage) crossed; likewise only a higher one.
 */
export type CelebrationKey =
  | { type: 'correct_answer' | 'wrong_answer'; questionId: string; position: number }
  | { type: 'new_friend'; friendId: string; position: number }
  | { type: 'rank_up'; rank: number }
  | { type: 'accuracy_boost'; milestone: number };

/**
 * Accuracy milestones, in percent, and the resolved answers a player needs before any counts: two right answers out
 * of three is luck more than skill, so a milestone waits for a record of some length.
 */
export const ACCURACY_MILESTONES = [50, 60, 70, 80, 90] as const;
export const ACCURACY_MILESTONE_MIN_RESOLVED = 5;

/** The highest milestone an accuracy (in percent) has reached, or null below the first or before enough answers. */
export function accuracyMilestoneOf(accuracy: number, resolvedAnswers: number): number | null {
  if (resolvedAnswers < ACCURACY_MILESTONE_MIN_RESOLVED) return null;
  return ACCURACY_MILESTONES.findLast((milestone) => accuracy >= milestone) ?? null;
}

/**
 * Only what happened this recently is celebrated: someone back after a month is not held up by a month of cheers, and
 * the history on their profile tells them the rest.
 */
export const CELEBRATION_WINDOW_DAYS = 7;

export function celebrationIdOf(key: CelebrationKey): string {
  switch (key.type) {
    case 'correct_answer':
    case 'wrong_answer':
      return `${key.type}:${key.questionId}:${key.position}`;
    case 'new_friend':
      return `${key.type}:${key.friendId}:${key.position}`;
    case 'rank_up':
      return `${key.type}:${key.rank}`;
    case 'accuracy_boost':
      return `${key.type}:${key.milestone}`;
  }
}

const positive = (text: string | undefined): number | null => {
  if (text === undefined || !/^[1-9][0-9]{0,14}$/.test(text)) return null;
  return Number(text);
};
const ID_PART = /^[A-Za-z0-9_-]{1,100}$/;

/** The key an id names, or null when it names none (a made-up id is refused, not recorded). */
export function parseCelebrationId(id: string): CelebrationKey | null {
  const [type, first, second, ...rest] = id.split(':');
  if (rest.length > 0) return null;
  switch (type) {
    case 'correct_answer':
    case 'wrong_answer':
    case 'new_friend': {
      const position = positive(second);
      if (first === undefined || !ID_PART.test(first) || position === null) return null;
      return type === 'new_friend' ? { type, friendId: first, position } : { type, questionId: first, position };
    }
    case 'rank_up': {
      const rank = positive(first);
      return rank === null || second !== undefined ? null : { type, rank };
    }
    case 'accuracy_boost': {
      const milestone = positive(first);
      const known = ACCURACY_MILESTONES.some((value) => value === milestone);
      return milestone === null || !known || second !== undefined ? null : { type, milestone };
    }
    default:
      return null;
  }
}
