import type { LeaderboardEntry } from '@iec-bets/contracts';

/** Where the user stands in the country; before a first answer there is no rank to show. */
export function YourRanking({ me }: { me: LeaderboardEntry | null }) {
  return (
    <section className="card your-ranking" aria-labelledby="your-ranking-title">
      <h2 id="your-ranking-title">Your Ranking</h2>
      {me ? (
        <dl className="tiles">
          <div className="tile">
            <dt>Rank</dt>
            <dd>#{me.rank}</dd>
          </div>
          <div className="tile">
            <dt>Accuracy</dt>
            <dd>{me.accuracy}%</dd>
          </div>
          <div className="tile">
            <dt>Day Streak</dt>
            <dd>{me.streak}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">Answer today's question to get your ranking.</p>
      )}
    </section>
  );
}
