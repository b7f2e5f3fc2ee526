import { Link } from 'react-router-dom';
import { useUserStats } from '@/api/get-user-stats';
import { formatAccuracy, formatEarnedPoints, formatRank, unrankedGuidance } from '@/lib/points';
import { loadFailureReason } from '@/lib/api-error';

/**
 * The profile's figures, as the server counts them: rank and points first, since they are what the game scores,
 * with accuracy beside them. Before any answer is resolved there is no rank, no points and no accuracy, only a dash.
 */
export function StatTiles({ userId }: { userId: string }) {
  const stats = useUserStats(userId, { refetchOnMount: 'always' });
  if (stats.isError) return <p role="alert">Could not load your stats: {loadFailureReason(stats.error)}</p>;
  const figures = stats.data;
  const shown = (value: (figures: NonNullable<typeof stats.data>) => string) => (figures ? value(figures) : '…');
  const tiles = [
    { label: 'National Rank', value: shown((f) => formatRank(f.rank)) },
    { label: 'Points', value: shown((f) => formatEarnedPoints(f.points, f.resolvedAnswers)) },
    { label: 'Accuracy Rate', value: shown((f) => formatAccuracy(f.accuracy, f.resolvedAnswers)) },
    { label: 'Resolved Answers', value: shown((f) => String(f.resolvedAnswers)) },
    { label: 'Questions Answered', value: shown((f) => String(f.totalAnswers)) },
    { label: 'Day Streak', value: shown((f) => String(f.streak)) },
  ];
  return (
    <section aria-labelledby="your-stats" aria-busy={stats.isPending}>
      <h2 id="your-stats" className="visually-hidden">
        Your stats
      </h2>
      <dl className="tiles profile-tiles">
        {tiles.map((tile) => (
          <div key={tile.label} className="tile">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      {figures && figures.rank === null && (
        <p className="profile-unranked">
          {unrankedGuidance(figures.resolvedAnswers, figures.scoringRule)}. <Link to="/scoring">How scoring works</Link>
        </p>
      )}
    </section>
  );
}
