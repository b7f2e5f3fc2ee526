import { Link } from 'react-router-dom';
import { useFriendsRank } from '@/api/get-friends-rank';
import { useUserStats } from '@/api/get-user-stats';
import { formatEarnedPoints, formatRank, NO_FIGURE, unrankedGuidance } from '@/lib/points';
import './your-rankings.css';

/** The user's standing under their results: a dash, never a rank or a percentage, for what has not been earned. */
export function YourRankings({ userId, headingLevel = 3 }: { userId: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const stats = useUserStats(userId).data;
  const friendsRank = useFriendsRank().data;
  const resolved = stats !== undefined && stats.resolvedAnswers > 0;
  return (
    <section className="card" aria-labelledby="your-rankings">
      <Heading id="your-rankings">Your Rankings</Heading>
      <dl className="tiles">
        <div className="tile">
          <dt>National</dt>
          <dd>{stats ? formatRank(stats.rank) : NO_FIGURE}</dd>
        </div>
        <div className="tile">
          <dt>Among Friends</dt>
          <dd>{formatRank(friendsRank ?? null)}</dd>
        </div>
        <div className="tile">
          <dt>Points</dt>
          <dd>{stats ? formatEarnedPoints(stats.points, stats.resolvedAnswers) : NO_FIGURE}</dd>
        </div>
        <div className="tile">
          <dt>Accuracy this month</dt>
          <dd>{resolved && stats.accuracyThisMonth !== null ? `${stats.accuracyThisMonth}%` : NO_FIGURE}</dd>
        </div>
      </dl>
      {stats && stats.rank === null && (
        <p className="muted your-rankings-note">
          {unrankedGuidance(stats.resolvedAnswers, stats.scoringRule)}. <Link to="/scoring">How scoring works</Link>
        </p>
      )}
    </section>
  );
}
