import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardBoard } from './leaderboard-board';

/** The user and their friends, ranked among themselves; nobody to compare with before a first friend. */
export function FriendsBoard({ userId, friendCount }: { userId: string; friendCount: number | null }) {
  const board = useLeaderboard({ scope: 'friends' });
  if (friendCount === 0) {
    return (
      <div className="card empty-state">
        <h2>No Friends Yet</h2>
        <p className="muted">Add friends to see how your predictions compare.</p>
      </div>
    );
  }
  return (
    <LeaderboardBoard board={board} userId={userId} label="Friends leaderboard" empty="None of your friends has answered a question yet." />
  );
}
