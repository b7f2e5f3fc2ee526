import { CROWD_BRIER_PRIOR_ANSWERS } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { formatPoints } from '@/lib/points';
import { EXPLAINED_RULE, rankingScoreOf } from '../utils/worked-example';
import '../scoring.css';
import { BelowZero } from './below-zero';
import { WorkedExample } from './worked-example';

/** Two players for the ranking score: one lucky answer against a long, steady record. */
const LUCKY = { points: 64, answers: 1 };
const STEADY = { points: 200, answers: 20 };

function RankingScoreExample() {
  const lucky = rankingScoreOf(LUCKY.points, LUCKY.answers);
  const steady = rankingScoreOf(STEADY.points, STEADY.answers);
  const prior = CROWD_BRIER_PRIOR_ANSWERS;
  return (
    <ul className="scoring-players">
      <li>
        One lucky answer worth {formatPoints(LUCKY.points)}: {LUCKY.points} ÷ ({LUCKY.answers} + {prior}) ={' '}
        <strong>{lucky.toFixed(2)}</strong>
      </li>
      <li>
        {STEADY.answers} answers worth {formatPoints(STEADY.points)} in all: {STEADY.points} ÷ ({STEADY.answers} + {prior}) ={' '}
        <strong>{steady.toFixed(2)}</strong>
      </li>
    </ul>
  );
}

/**
 * /scoring: the scoring rule in plain words, worked through with the rule's own numbers, and how it is kept honest:
 * named, never changed in place, and every change recorded in the public log.
 */
export function ScoringPage() {
  const rule = EXPLAINED_RULE;
  return (
    <article className="screen scoring-page" aria-labelledby="scoring-title">
      <header className="scoring-header">
        <p className="scoring-eyebrow">Scoring</p>
        <h1 id="scoring-title">How scoring works</h1>
        <p className="scoring-lead">
          Being right is good. Being right when most of the country was wrong is better. Your points measure how much
          better you called each question than the crowd had called it when you answered.
        </p>
        <p className="scoring-rule-name">
          The rule: <code>{rule.name}</code>
        </p>
      </header>

      <section className="scoring-section" aria-labelledby="rule-title">
        <h2 id="rule-title">The rule in plain words</h2>
        <p>When a question is resolved, each answer to it is scored once:</p>
        <ol className="scoring-steps">
          <li>
            We look at the country just before you answered: the share of South Africans who had said Yes. If nobody
            had answered yet, the crowd counts as 50/50.
          </li>
          <li>
            The crowd’s <strong>Brier score</strong> is how far that share was from what happened, squared: (share −
            outcome)², where the outcome is 1 if Yes happened and 0 if No did. 0 is a perfect call; 1 is as wrong as
            can be.
          </li>
          <li>Yours is 0 if you were right and 1 if you were wrong.</li>
          <li>
            Your points are 100 × (the crowd’s score − yours). A right answer earns from 0 to +100; a wrong one costs
            from 0 to −100.
          </li>
        </ol>
      </section>

      <WorkedExample />

      <section className="scoring-section" aria-labelledby="why-title">
        <h2 id="why-title">Why early and against-the-crowd answers earn most</h2>
        <p>
          You are measured against the crowd as it stood when you answered, not at the end. If you call a question
          before the country comes round to it, the crowd you beat was still far from the truth, and you earn a lot.
          Answer late, once nearly everyone agrees and they are right, and there is little left to earn.
        </p>
        <p>
          It works the other way for a wrong answer. Following a crowd that turns out wrong costs you only a little,
          since the crowd was wrong too; going against a crowd that turns out right costs the most.
        </p>
      </section>

      <BelowZero />

      <section className="scoring-section" aria-labelledby="ranking-title">
        <h2 id="ranking-title">From points to a rank</h2>
        <p>
          Your <strong>ranking score</strong> is your total points ÷ (your resolved answers + {CROWD_BRIER_PRIOR_ANSWERS}
          ). The extra {CROWD_BRIER_PRIOR_ANSWERS} means one lucky answer cannot top the board ahead of a long record:
        </p>
        <RankingScoreExample />
        <p>
          Without the +{CROWD_BRIER_PRIOR_ANSWERS}, the lucky answer would average {LUCKY.points / LUCKY.answers} points
          against the steady player’s {STEADY.points / STEADY.answers}, and rank far above them.
        </p>
        <p>
          You get a rank once <strong>{rule.minimumResolvedAnswers} of your answers</strong> have been resolved. Before
          that, the leaderboard, your profile and your rankings show <strong>—</strong> rather than a rank, and say how
          many more resolved answers you need. Your accuracy (the share of your resolved answers that were right) is
          shown beside your points, but it does not decide your rank.
        </p>
      </section>

      <section className="scoring-section" aria-labelledby="boards-title">
        <h2 id="boards-title">The boards</h2>
        <ul className="scoring-list">
          <li>
            <strong>National:</strong> everyone, on every resolved answer.
          </li>
          <li>
            <strong>Friends:</strong> you and your friends, ranked among yourselves.
          </li>
          <li>
            <strong>This month:</strong> the answers resolved in one calendar month, South African time. Everyone starts
            the month level; earlier months stay to look back on.
          </li>
          <li>
            <strong>By topic:</strong> the answers to the questions of one research topic, such as elections or the IEC.
          </li>
        </ul>
        <p>Every board uses the same rule and the same {rule.minimumResolvedAnswers}-answer threshold, counted on that board.</p>
      </section>

      <section className="scoring-section" aria-labelledby="versions-title">
        <h2 id="versions-title">A rule with a name, never changed in secret</h2>
        <p>
          The rule has a name, <code>{rule.name}</code>, shown on the leaderboard. A published rule is never edited.
          A better idea becomes a new rule with a new name. Adopting it is recorded in our public log, which only grows
          and never changes, and announced. Every answer is then scored again under the new
          rule, all at once, so the whole board is always scored by one rule.
        </p>
        <p>
          Anyone can check that the log was not rewritten: <Link to="/verify">see how to verify our history</Link>.
          And <Link to="/leaderboard">the leaderboard</Link> shows where you stand.
        </p>
      </section>
    </article>
  );
}
