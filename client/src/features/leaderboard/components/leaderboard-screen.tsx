import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import { useSearchParams } from 'react-router-dom';
import { useFriends } from '@/api/get-friends';
import { type LeaderboardScope, useLeaderboard } from '../api/get-leaderboard';
import '../leaderboard.css';
import { FriendsBoard } from './friends-board';
import { LeaderboardBoard } from './leaderboard-board';
import { MonthlyBoard } from './monthly-board';
import { RankingRule } from './ranking-rule';
import { SummaryTiles } from './summary-tiles';
import { TopicBoard } from './topic-board';
import { YourRanking } from './your-ranking';

const SCOPES: readonly LeaderboardScope[] = ['national', 'friends', 'monthly', 'tag'];
const isScope = (value: string | null): value is LeaderboardScope => SCOPES.includes(value as LeaderboardScope);

/**
 * The board in the address (`?scope=monthly&month=2026-10`, `?scope=tag&tag=iec`), so that a reload, the back button
 * or a shared link opens the same board. Changing board replaces the entry: stepping through tabs is not history.
 */
function useBoardInAddress() {
  const [search, setSearch] = useSearchParams();
  const scope = isScope(search.get('scope')) ? (search.get('scope') as LeaderboardScope) : 'national';
  const choose = (next: { scope: LeaderboardScope; month?: string | null; tag?: string | null }) => {
    const params = new URLSearchParams();
    if (next.scope !== 'national') params.set('scope', next.scope);
    if (next.month) params.set('month', next.month);
    if (next.tag) params.set('tag', next.tag);
    setSearch(params, { replace: true });
  };
  return { scope, month: search.get('month'), tag: search.get('tag'), choose };
}

/**
 * The user's own ranking, the national, friends', monthly and topic boards, the country's figures and how the boards
 * are ordered, in that order: on a phone the first ranked names come within the first screen, where the country's
 * figures and the rule above them once pushed the boards below it. A desktop puts all but the boards beside them.
 */
export function LeaderboardScreen({ userId }: { userId: string }) {
  const national = useLeaderboard({ scope: 'national' });
  const friends = useFriends(userId);
  const friendCount = friends.data?.length ?? null;
  const { scope, month, tag, choose } = useBoardInAddress();
  const rule = national.data?.me?.scoringRule ?? national.data?.entries[0]?.scoringRule;

  return (
    <section className="screen wide leaderboard-screen stack" aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">Leaderboard</h1>
      {national.data && <YourRanking me={national.data.me} />}
      <Tabs.Root value={scope} onValueChange={(next) => choose({ scope: next as LeaderboardScope, tag: next === 'tag' ? tag : null })}>
        <Tabs.List className="tabs-list leaderboard-tabs" aria-label="Which leaderboard">
          <TabTrigger className="tab" value="national">
            National
          </TabTrigger>
          <TabTrigger className="tab" value="friends">
            {/* No count until the friends are read: a 0 while they load (or forever offline) would be false. */}
            {friendCount === null ? 'Friends' : `Friends (${friendCount})`}
          </TabTrigger>
          <TabTrigger className="tab" value="monthly">
            This month
          </TabTrigger>
          <TabTrigger className="tab" value="tag">
            By topic
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="national">
          <LeaderboardBoard
            board={national}
            userId={userId}
            label="National leaderboard"
            empty={(minimum) => `Nobody has a rank yet: it takes ${minimum} resolved answers. Answer today's question to be among the first!`}
          />
        </Tabs.Content>
        <Tabs.Content value="friends">
          <FriendsBoard userId={userId} friendCount={friendCount} />
        </Tabs.Content>
        <Tabs.Content value="monthly">
          <MonthlyBoard userId={userId} month={month} onMonth={(next) => choose({ scope: 'monthly', month: next })} />
        </Tabs.Content>
        <Tabs.Content value="tag">
          <TopicBoard userId={userId} tag={tag} onTag={(next) => choose({ scope: 'tag', tag: next })} />
        </Tabs.Content>
      </Tabs.Root>
      {national.data && <SummaryTiles summary={national.data.summary} />}
      <RankingRule rule={rule} />
    </section>
  );
}
