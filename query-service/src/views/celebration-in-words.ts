import { parseCelebrationId } from '@iec-bets/contracts';

/** The words the export has for what a celebration's id names: a question's text, a friend's username. */
export interface CelebrationNames {
  /** null when the question is no longer held (an answer that raced its question's deletion). */
  questionText(questionId: string): string | null;
  /** null once that account is deleted. */
  username(userId: string): string | null;
}

const quoted = (text: string | null) => (text === null ? 'a question since deleted' : `“${text}”`);

/**
 * A celebration the app showed, as its owner would say it. Its id (celebration-ids.ts) is built of a question's or a
 * friend's id and a position in the log, which tell a person nothing: the question's words and the friend's username
 * do, and the date of the entry stands for the position.
 */
export function celebrationInWords(celebrationId: string, names: CelebrationNames): string {
  const key = parseCelebrationId(celebrationId);
  switch (key?.type) {
    case 'correct_answer':
      return `Your answer was right: ${quoted(names.questionText(key.questionId))}`;
    case 'wrong_answer':
      return `Your answer was wrong: ${quoted(names.questionText(key.questionId))}`;
    case 'new_friend': {
      const username = names.username(key.friendId);
      return username === null ? 'New friend, whose account has since been deleted' : `New friend: @${username}`;
    }
    case 'rank_up':
      return `Ranked #${key.rank} nationally`;
    case 'accuracy_boost':
      return `${key.milestone}% accuracy reached`;
    case undefined:
      // The commands record no id they cannot read, but an older log might hold one.
      return 'A celebration the app no longer names';
  }
}
