import { DEFAULT_SCORING_RULE, type LeaderboardResponse, scoringRules } from '@iec-bets/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingScreen } from '@/components/loading-screen';
import { RankingList, RankingRow } from './ranking-list';
import { loadFailureReason } from '@/lib/api-error';

/**
 * Where the user stands when the list does not show them: below the top of the board, or not ranked on it yet (the
 * national, monthly and topic lists hold ranked players only).
 */
function YourPlace({ board, userId, showStreak }: { board: LeaderboardResponse; userId: string; showStreak: boolean }) {
  const me = board.me;
  if (!me || board.entries.some((entry) => entry.userId === userId)) return null;
  return (
    <ol className="plain-list ranking-list your-place" aria-label="Your place">
      <RankingRow entry={me} isMe showStreak={showStreak} />
    </ol>
  );
}

/** One tab's list once it has loaded, or why it has not, with the user's own place under it. */
export function LeaderboardBoard({
  board,
  userId,
  label,
  empty,
  showStreak = true,
}: {
  board: UseQueryResult<LeaderboardResponse>;
  userId: string;
  label: string;
  /** Said when nobody is on the board; a function is given the resolved answers that a rank needs. */
  empty: string | ((minimum: number) => string);
  /** Whether the rows give each player's streak, which is today's whatever the board (see RankingList). */
  showStreak?: boolean;
}) {
  if (board.isPending) return <LoadingScreen text="Loading leaderboard..." />;
  if (board.isError) return <p role="alert">Could not load the leaderboard: {loadFailureReason(board.error)}</p>;
  const minimum = scoringRules[board.data.me?.scoringRule ?? DEFAULT_SCORING_RULE].minimumResolvedAnswers;
  return (
    <div className="leaderboard-board">
      {board.data.entries.length === 0 ? (
        <p className="muted empty-state">{typeof empty === 'string' ? empty : empty(minimum)}</p>
      ) : (
        <RankingList entries={board.data.entries} userId={userId} label={label} showStreak={showStreak} />
      )}
      <YourPlace board={board.data} userId={userId} showStreak={showStreak} />
    </div>
  );
}
