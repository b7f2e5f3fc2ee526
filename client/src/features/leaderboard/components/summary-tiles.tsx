import type { LeaderboardSummary } from '@iec-bets/contracts';

/** The country's figures, whichever tab is open. */
export function SummaryTiles({ summary }: { summary: LeaderboardSummary }) {
  return (
    <section className="card leaderboard-summary" aria-labelledby="national-summary-title">
      <h2 id="national-summary-title" className="visually-hidden">
        National Summary
      </h2>
      <dl className="tiles leaderboard-tiles">
        <div className="tile">
          <dt>Active Predictors</dt>
          <dd>{summary.activePredictors.toLocaleString('en-ZA')}</dd>
        </div>
        <div className="tile">
          <dt>Average Accuracy</dt>
          <dd>{summary.averageAccuracy}%</dd>
        </div>
        <div className="tile">
          <dt>Total Questions</dt>
          <dd>{summary.totalQuestions.toLocaleString('en-ZA')}</dd>
        </div>
      </dl>
    </section>
  );
}
