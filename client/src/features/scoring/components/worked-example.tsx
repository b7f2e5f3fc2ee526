import { formatPoints } from '@/lib/points';
import { workAnswer, type WorkedAnswer } from '@/lib/worked-answer';
import { EIGHTY_PERCENT_YES } from '../utils/worked-example';

const two = (value: number) => value.toFixed(2);
const side = (yes: boolean) => (yes ? 'Yes' : 'No');

/** One outcome of the example, written out the way one would check it with a calculator. */
function Outcome({ worked, title }: { worked: WorkedAnswer; title: string }) {
  const right = worked.ownBrier === 0;
  return (
    <section className={`worked-outcome ${right ? 'right' : 'wrong'}`} aria-label={title}>
      <h3>{title}</h3>
      <dl className="worked-sums">
        <div>
          <dt>The crowd’s Brier score</dt>
          <dd>
            ({two(worked.crowdShare)} − {worked.outcome})² = <strong>{two(worked.crowdBrier)}</strong>
          </dd>
        </div>
        <div>
          <dt>Yours</dt>
          <dd>
            <strong>{worked.ownBrier}</strong> ({right ? 'you were right' : 'you were wrong'})
          </dd>
        </div>
        <div className="worked-points">
          <dt>Your points</dt>
          <dd>
            100 × ({two(worked.crowdBrier)} − {worked.ownBrier}) = <strong className="worked-total">{formatPoints(worked.points)}</strong>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * 80% of the country had said Yes when you said No: what you earn if No happened, and what you lose if Yes did; and,
 * beside them, what following the crowd would have earned.
 */
export function WorkedExample() {
  const crowd = EIGHTY_PERCENT_YES;
  const againstRight = workAnswer({ pickedYes: false, yesWasCorrect: false, crowdBefore: crowd });
  const againstWrong = workAnswer({ pickedYes: false, yesWasCorrect: true, crowdBefore: crowd });
  const alongRight = workAnswer({ pickedYes: true, yesWasCorrect: true, crowdBefore: crowd });
  const share = Math.round(againstRight.crowdShare * 100);
  return (
    <section className="card worked-example" aria-labelledby="worked-title">
      <h2 id="worked-title">A worked example</h2>
      <p>
        When you answered, {share}% of South Africans who had answered said Yes. You said <strong>{side(againstRight.pickedYes)}</strong>.
      </p>
      <div className="worked-outcomes">
        <Outcome worked={againstRight} title={`It turned out ${side(againstRight.yesWasCorrect)}`} />
        <Outcome worked={againstWrong} title={`It turned out ${side(againstWrong.yesWasCorrect)}`} />
      </div>
      <p className="worked-along">
        Had you said Yes with the {share}% and Yes happened, you would have earned only{' '}
        <strong>{formatPoints(alongRight.points)}</strong>: 100 × ({two(alongRight.crowdBrier)} − 0). Being right
        when the country already was is worth little; being right when it was not is worth a lot.
      </p>
    </section>
  );
}
