import { type LeaderboardEntry, scoringRules } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';

/** What orders the boards, which is not the points alone, and where to read more. */
export function RankingRule({ rule }: { rule: LeaderboardEntry['scoringRule'] | undefined }) {
  // A tab opened before the server moved to a rule this build does not know names it without saying how it ranks.
  const rankedBy = rule === undefined ? undefined : (scoringRules as Partial<typeof scoringRules>)[rule]?.rankedBy;
  return (
    <section className="card ranking-rule" aria-labelledby="ranking-rule-title">
      <h2 id="ranking-rule-title">How the ranking works</h2>
      <p className="muted">
        {rule && rankedBy ? (
          <>
            Ranked by {rankedBy}, under the rule <code>{rule}</code>.
          </>
        ) : (
          <>Ranked by points won against the crowd{rule && <>, under the rule <code>{rule}</code></>}.</>
        )}
      </p>
      <p className="ranking-rule-links">
        <Link to="/scoring">How scoring works</Link>
        <Link to="/calibration">How well does South Africa predict?</Link>
      </p>
    </section>
  );
}
