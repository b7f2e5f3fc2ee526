import type { LeaderboardSummary } from '@iec-bets/contracts';

/** The country's figures, whichever tab is open. */
export function SummaryTiles({ summary }: { summary: LeaderboardSummary }) {
  return (
    <dl className="tiles leaderboard-tiles" aria-label="National summary">
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
  );
}
