import { pointsOf } from '@iec-bets/contracts';
import { formatPoints } from '@/lib/points';
import { EXPLAINED_RULE } from '../utils/worked-example';

/** A question the country splits down the middle: nobody had answered, or as many said Yes as No. */
const EVEN = { yes: 0, total: 0 };

/**
 * Why most players' totals are below zero, which the leaderboard shows plainly and which reads as a fault until it
 * is said: a right call earns less than a wrong one costs unless the player beats the crowd. The figures are the
 * rule's own, on an even split, and so is how often one must be right there to come out ahead.
 */
export function BelowZero() {
  const right = pointsOf(EXPLAINED_RULE.answerMillipoints({ pickedYes: true, yesWasCorrect: true, crowdBefore: EVEN }));
  const wrong = pointsOf(EXPLAINED_RULE.answerMillipoints({ pickedYes: true, yesWasCorrect: false, crowdBefore: EVEN }));
  // Right a share f of the time: f × right + (1 − f) × wrong = 0.
  const breakEven = Math.round((-wrong / (right - wrong)) * 100);
  // Right half the time, as an even crowd expects.
  const asTheCrowdExpects = (right + wrong) / 2;
  return (
    <section className="scoring-section" aria-labelledby="below-zero-title">
      <h2 id="below-zero-title">Why most players’ points are below zero</h2>
      <p>
        The crowd is hard to beat. On a question the country splits 50/50 on, a right answer earns{' '}
        <strong>{formatPoints(right)}</strong> and a wrong one costs <strong>{formatPoints(wrong)}</strong>: to come out
        ahead on such questions you need to be right {breakEven}% of the time. Right half the time, as the crowd
        expects, you lose {Math.abs(asTheCrowdExpects).toFixed(1)} points a question on average.
      </p>
      <p>
        So most totals are below zero, and that is not a mistake. What counts is your rank, worked out from your total
        as the next section says, against everyone else’s under the same rule: those who beat the crowd by most are at
        the top, whatever the sign of their totals.
      </p>
    </section>
  );
}
