import { useUserStats } from '@/api/get-user-stats';

export function YourRankings({ userId }: { userId: string }) {
  const stats = useUserStats(userId).data;
  return (
    <section className="card" aria-labelledby="your-rankings">
      <h3 id="your-rankings">Your Rankings</h3>
      <dl className="tiles">
        <div className="tile">
          <dt>National</dt>
          <dd>{stats?.nationalRank ? `#${stats.nationalRank}` : '—'}</dd>
        </div>
        <div className="tile">
          <dt>Among Friends</dt>
          <dd>—</dd>
        </div>
        <div className="tile">
          <dt>Accuracy this month</dt>
          <dd>{stats ? `${stats.accuracyThisMonth}%` : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
