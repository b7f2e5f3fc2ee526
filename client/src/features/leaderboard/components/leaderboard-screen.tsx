import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import { useFriends } from '@/api/get-friends';
import { useLeaderboard } from '../api/get-leaderboard';
import '../leaderboard.css';
import { FriendsBoard } from './friends-board';
import { LeaderboardBoard } from './leaderboard-board';
import { SummaryTiles } from './summary-tiles';
import { YourRanking } from './your-ranking';

/** The country's figures, the user's own ranking, and the national and friends' lists. */
export function LeaderboardScreen({ userId }: { userId: string }) {
  const national = useLeaderboard('national');
  const friends = useFriends(userId);
  const friendCount = friends.data?.length ?? null;

  return (
    <section className="screen leaderboard-screen stack" aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">Leaderboard</h1>
      <p className="muted">
        <Link to="/calibration">How well does South Africa predict?</Link> The crowd's record, and yours beside it.
      </p>
      {national.data && (
        <>
          <SummaryTiles summary={national.data.summary} />
          <YourRanking me={national.data.me} />
        </>
      )}
      <Tabs.Root defaultValue="national">
        <Tabs.List className="tabs-list" aria-label="National or friends">
          <Tabs.Trigger className="tab" value="national">
            National
          </Tabs.Trigger>
          <Tabs.Trigger className="tab" value="friends">
            Friends ({friendCount ?? 0})
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="national">
          <LeaderboardBoard
            board={national}
            userId={userId}
            label="National leaderboard"
            empty="Nobody has answered a question yet. Be the first!"
          />
        </Tabs.Content>
        <Tabs.Content value="friends">
          <FriendsBoard userId={userId} friendCount={friendCount} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
