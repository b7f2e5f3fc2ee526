import type { UserAnswerRead } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { formatCount } from '@/lib/format-count';
import { formatPoints } from '@/lib/points';
import { workAnswer, WORKED_RULE } from '@/lib/worked-answer';

/** A figure of the sums as short as it is exact to the last decimal the points show: 0.5, 0.667, 1. */
const figure = (value: number) => String(Number(value.toFixed(3)));

/** The split the answer met, in words: the crowd it was measured against is that one, not the final one on the bars. */
function crowdInWords({ yes, total }: UserAnswerRead['crowdBefore']): string {
  if (total === 0) return 'Nobody had predicted it before you, so the crowd counted as 50/50.';
  return `When you predicted, ${Math.round((yes / total) * 100)}% of those who had predicted before you said Yes (${formatCount(yes)} of ${formatCount(total)}).`;
}

/**
 * How a member's points on a decided question were worked out, with their own numbers, as "How scoring works" works
 * its example: the points are measured against the country as it stood when they answered, which the final split on
 * the bars is not, so without the sum a loss beside "Your pick 78%" looked like a mistake. Only under the rule these
 * sums are of; under another the page says the points alone.
 */
export function PointsWorkedOut({ answer, yesWasCorrect }: { answer: UserAnswerRead; yesWasCorrect: boolean }) {
  if (answer.points === null || answer.scoringRule !== WORKED_RULE.name) return null;
  const worked = workAnswer({ pickedYes: answer.optionId === 'yes', yesWasCorrect, crowdBefore: answer.crowdBefore });
  // A sum that does not end in the member's points is no explanation: the outcome read beside the answer may be from
  // before a correction, for the moment until both are read again.
  if (worked.points !== answer.points) return null;
  return (
    <p className="question-outcome-working">
      {crowdInWords(answer.crowdBefore)} The crowd’s Brier score was{' '}
      <span className="sum">
        ({figure(worked.crowdShare)} − {worked.outcome})² = {figure(worked.crowdBrier)}
      </span>{' '}
      and yours {worked.ownBrier}:{' '}
      <span className="sum">
        100 × ({figure(worked.crowdBrier)} − {worked.ownBrier}) = {formatPoints(answer.points)}.
      </span>{' '}
      <Link to="/scoring">How scoring works</Link>
    </p>
  );
}
