import type { LeaderboardResponse } from '@iec-bets/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingScreen } from '@/components/loading-screen';
import { RankingList } from './ranking-list';

/** One tab's list once it has loaded, or why it has not. */
export function LeaderboardBoard({
  board,
  userId,
  label,
  empty,
}: {
  board: UseQueryResult<LeaderboardResponse>;
  userId: string;
  label: string;
  empty: string;
}) {
  if (board.isPending) return <LoadingScreen text="Loading leaderboard..." />;
  if (board.isError) return <p role="alert">Could not load the leaderboard: {board.error.message}</p>;
  if (board.data.entries.length === 0) return <p className="muted empty-state">{empty}</p>;
  return <RankingList entries={board.data.entries} userId={userId} label={label} />;
}
