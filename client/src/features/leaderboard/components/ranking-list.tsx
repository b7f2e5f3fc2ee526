import type { LeaderboardEntry } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { AdminBadge } from '@/components/admin-badge';
import { formatAccuracy, formatEarnedPoints, formatRank, unrankedGuidance } from '@/lib/points';
import { PlayerCard } from './player-card';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-ZA')} ${count === 1 ? one : many}`;

/**
 * One player: rank (a dash while unranked), who, points with accuracy under them, and the record behind the points.
 * The user's own unranked row says how far they are from a rank, so the dash never reads as a fault.
 */
export function RankingRow({
  entry,
  isMe,
  showStreak = true,
  onOpen,
}: {
  entry: LeaderboardEntry;
  isMe: boolean;
  showStreak?: boolean;
  /** Opens another player's card; the whole row is its target (see .ranking-open in leaderboard.css). */
  onOpen?: (entry: LeaderboardEntry) => void;
}) {
  const name = (
    <strong className="ranking-name" title={entry.name}>
      {entry.name}
    </strong>
  );
  return (
    <li className={`ranking-row${isMe ? ' me' : ''}${entry.rank === null ? ' unranked' : ''}`}>
      <span className="ranking-rank">{formatRank(entry.rank)}</span>
      <span className="ranking-who">
        <span className="ranking-line">
          {onOpen && !isMe ? (
            <button type="button" className="ranking-open" aria-haspopup="dialog" onClick={() => onOpen(entry)}>
              {name}
            </button>
          ) : (
            name
          )}{' '}
          {(isMe || entry.isAdmin) && (
            <span className="ranking-badges">
              {isMe && <span className="badge you-badge">You</span>} <AdminBadge isAdmin={entry.isAdmin} />
            </span>
          )}
        </span>
        <span className="ranking-username muted" title={`@${entry.username}`}>
          @{entry.username}
        </span>
      </span>
      <span className="ranking-score">
        <strong className="ranking-points">{formatEarnedPoints(entry.points, entry.resolvedAnswers)}</strong>
        {/* A dash is no number of points: only a figure gets the unit. */}
        {entry.resolvedAnswers > 0 && <span className="muted"> pts</span>}
        <span className="ranking-accuracy muted">{formatAccuracy(entry.accuracy, entry.resolvedAnswers)} accuracy</span>
      </span>
      <span className="ranking-meta muted">
        {plural(entry.resolvedAnswers, 'resolved answer', 'resolved answers')}
        {showStreak && ` · ${entry.streak.toLocaleString('en-ZA')}-day streak`}
      </span>
      {entry.rank === null && (
        <span className="ranking-guidance">{isMe ? unrankedGuidance(entry.resolvedAnswers, entry.scoringRule) : 'Unranked — too few resolved answers'}</span>
      )}
    </li>
  );
}

/**
 * Players in the order the server ranked them; equal records share a rank, unranked friends come last. `showStreak`
 * false where the streak, which is always today's, would read as part of a board of another time (a past month's).
 */
export function RankingList({ entries, userId, label, showStreak = true }: { entries: LeaderboardEntry[]; userId: string; label: string; showStreak?: boolean }) {
  // The player whose card is open: one dialog for the board, not one per row.
  const [opened, setOpened] = useState<LeaderboardEntry | null>(null);
  return (
    <>
      <ol className="plain-list ranking-list" aria-label={label}>
        {entries.map((entry) => (
          <RankingRow key={entry.userId} entry={entry} isMe={entry.userId === userId} showStreak={showStreak} onOpen={setOpened} />
        ))}
      </ol>
      <Dialog.Root open={opened !== null} onOpenChange={(open) => !open && setOpened(null)}>
        {opened && (
          <PlayerCard
            player={opened}
            userId={userId}
            board={label}
            // Only this player's card: a request that ends after its card was closed must not close another's.
            onDone={() => setOpened((current) => (current?.userId === opened.userId ? null : current))}
          />
        )}
      </Dialog.Root>
    </>
  );
}
