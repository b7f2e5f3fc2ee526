import { asQuestion, type PendingCelebration } from '@iec-bets/contracts';
import type { Celebration } from '@/components/celebration/celebration-types';
import { formatPoints } from '@/lib/points';

export type Cheer = Exclude<PendingCelebration, { type: 'wrong_answer' }>;
export type WrongAnswer = Extract<PendingCelebration, { type: 'wrong_answer' }>;

const pointsPhrase = (points: number) => `${formatPoints(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** What the popup says of each kind of celebration. */
export function celebrationOf(pending: Cheer): Celebration {
  switch (pending.type) {
    case 'correct_answer':
      return {
        type: 'correct_answer',
        message: 'You called it!',
        subtitle: `${asQuestion(pending.questionText)} The answer was ${pending.correctOptionText}: ${pointsPhrase(pending.points)}.`,
      };
    case 'new_friend':
      return {
        type: 'new_friend',
        message: 'New friend!',
        subtitle: `You and ${pending.friend.name} (@${pending.friend.username}) are now friends. See how your predictions compare.`,
      };
    case 'rank_up':
      return pending.previousRank === null
        ? { type: 'rank_up', message: `You're ranked #${pending.rank.toLocaleString('en-ZA')}!`, subtitle: 'Your first national rank. Keep predicting to climb.' }
        : {
            type: 'rank_up',
            message: `Up to #${pending.rank.toLocaleString('en-ZA')} nationally!`,
            subtitle: `Up from #${pending.previousRank.toLocaleString('en-ZA')}: your best rank yet.`,
          };
    case 'accuracy_boost':
      return {
        type: 'accuracy_boost',
        // "Reached": the milestone is the line crossed (at it or above), and the subtitle gives the record itself.
        message: `${pending.milestone}% accuracy reached!`,
        subtitle: `You have been right on ${pending.accuracy}% of your ${pending.resolvedAnswers} resolved predictions.`,
      };
  }
}

/** One line for a cheer that comes with another: what it was, in a few words. */
export function briefOf(cheer: Cheer): string {
  switch (cheer.type) {
    case 'correct_answer':
      return `Called it: ${asQuestion(cheer.questionText)} ${pointsPhrase(cheer.points)}`;
    case 'new_friend':
      return `New friend: ${cheer.friend.name} (@${cheer.friend.username})`;
    case 'rank_up':
    case 'accuracy_boost':
      return celebrationOf(cheer).message;
  }
}

/**
 * The cheers that arrived together (a resolution brings a right call, a milestone and a rank at once) as one popup:
 * the first told in full, the others a line each beneath it. One after another they made five modals in a row.
 */
export function celebrationOfGroup([first, ...others]: [Cheer, ...Cheer[]]): Celebration {
  const shown = celebrationOf(first);
  return others.length === 0 ? shown : { ...shown, more: others.map(briefOf) };
}

/** The plain words of a wrong answer's card: no cheer, just what happened. */
export function wrongAnswerText(pending: WrongAnswer): { outcome: string; points: string } {
  return {
    outcome: `The answer was ${pending.correctOptionText} — you said ${pending.pickedOptionText}`,
    points: pointsPhrase(pending.points),
  };
}
