import type { LeaderboardEntry } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { formatAccuracy, formatEarnedPoints, formatRank, unrankedGuidance } from '@/lib/points';

/**
 * Where the user stands in the country, above every tab: its tile says National Rank, since the friends' board
 * below ranks them too, and by another number. Before a first answer there is nothing to show; before the rule ranks
 * them, the rank is a dash and the card says how many resolved answers are still wanted.
 */
export function YourRanking({ me }: { me: LeaderboardEntry | null }) {
  return (
    <section className="card your-ranking" aria-labelledby="your-ranking-title">
      <h2 id="your-ranking-title">Your Ranking</h2>
      {me ? (
        <>
          <dl className="tiles your-ranking-tiles">
            <div className="tile">
              <dt>National Rank</dt>
              <dd>{formatRank(me.rank)}</dd>
            </div>
            <div className="tile">
              <dt>Points</dt>
              <dd>{formatEarnedPoints(me.points, me.resolvedAnswers)}</dd>
            </div>
            <div className="tile">
              <dt>Accuracy</dt>
              <dd>{formatAccuracy(me.accuracy, me.resolvedAnswers)}</dd>
            </div>
            <div className="tile">
              <dt>Day Streak</dt>
              <dd>{me.streak}</dd>
            </div>
          </dl>
          {me.rank === null && (
            <p className="unranked-guidance">
              {unrankedGuidance(me.resolvedAnswers, me.scoringRule)}. <Link to="/scoring">How scoring works</Link>
            </p>
          )}
        </>
      ) : (
        <p className="muted">Answer today's question to get your ranking.</p>
      )}
    </section>
  );
}
