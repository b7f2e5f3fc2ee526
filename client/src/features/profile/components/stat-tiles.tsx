import { useUserStats } from '@/api/get-user-stats';

/** The four figures of the profile, as the server counts them. */
export function StatTiles({ userId }: { userId: string }) {
  const stats = useUserStats(userId, { refetchOnMount: 'always' });
  if (stats.isError) return <p role="alert">Could not load your stats: {stats.error.message}</p>;
  const figures = stats.data;
  const tiles = [
    { label: 'Questions Answered', value: figures ? String(figures.totalAnswers) : '…' },
    { label: 'Accuracy Rate', value: figures ? `${figures.accuracy}%` : '…' },
    { label: 'National Rank', value: figures ? (figures.nationalRank ? `#${figures.nationalRank}` : '—') : '…' },
    { label: 'Day Streak', value: figures ? String(figures.streak) : '…' },
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
    </section>
  );
}
