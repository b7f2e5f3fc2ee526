import { asBrier, COIN_TOSS_BRIER } from '../format';

/** Where the scale of the picture stops: a Brier score of 0.5 is already far worse than guessing. */
const SCALE_MAX = 0.5;
const onScale = (score: number) => `${(Math.min(score, SCALE_MAX) / SCALE_MAX) * 100}%`;

function comparedWithGuessing(score: number): string {
  if (score < COIN_TOSS_BRIER) return 'better than always saying 50%';
  if (score > COIN_TOSS_BRIER) return 'worse than always saying 50%';
  return 'the same as always saying 50%';
}

/** The crowd's Brier score as a figure, on a scale from perfect to worse than guessing, in plain words. */
export function CrowdBrier({ score, questions }: { score: number; questions: number }) {
  return (
    <section className="card calibration-brier" aria-labelledby="crowd-brier-title">
      <h2 id="crowd-brier-title">The crowd's Brier score</h2>
      <p className="calibration-figure">
        <strong>{asBrier(score)}</strong> <span className="muted">over {questions.toLocaleString('en-ZA')} resolved {questions === 1 ? 'question' : 'questions'}: {comparedWithGuessing(score)}</span>
      </p>
      <div className="brier-scale" aria-hidden="true">
        <div className="brier-scale-track">
          <span className="brier-scale-guess" style={{ left: onScale(COIN_TOSS_BRIER) }} />
          <span className="brier-scale-marker" style={{ left: onScale(score) }} />
        </div>
        <div className="brier-scale-labels">
          <span>0 perfect</span>
          <span style={{ left: onScale(COIN_TOSS_BRIER) }}>0.25 always 50%</span>
          <span>0.5+</span>
        </div>
      </div>
      <p>
        Lower is better. <strong>0 is perfect</strong>: the whole country on what came true, every time.{' '}
        <strong>0.25</strong> is what always saying 50–50 scores. Each question scores the square of the gap between the
        share that said Yes and what happened (1 for Yes, 0 for No), and the score is their average.
      </p>
    </section>
  );
}
