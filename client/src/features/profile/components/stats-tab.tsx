import type { User } from '@iec-bets/contracts';
import { formatMonthYear } from '@/lib/dates';
import { RecentPredictions } from './recent-predictions';
import { StatTiles } from './stat-tiles';

export function StatsTab({ user }: { user: User }) {
  return (
    <div className="stack">
      <header className="card profile-header">
        <span className="profile-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
        <div>
          <h2 className="profile-name">{user.name}</h2>
          <p className="muted">
            @{user.username} · Predicting since {formatMonthYear(user.joinDate)}
          </p>
        </div>
      </header>
      <StatTiles userId={user.id} />
      <RecentPredictions userId={user.id} />
    </div>
  );
}
