import type { LeaderboardEntry } from '@iec-bets/contracts';
import { AdminBadge } from '@/components/admin-badge';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-ZA')} ${count === 1 ? one : many}`;

/** Players in the order the server ranked them; equal records share a rank. */
export function RankingList({ entries, userId, label }: { entries: LeaderboardEntry[]; userId: string; label: string }) {
  return (
    <ol className="plain-list ranking-list" aria-label={label}>
      {entries.map((entry) => {
        const isMe = entry.userId === userId;
        return (
          <li key={entry.userId} className={`ranking-row${isMe ? ' me' : ''}`}>
            <span className="ranking-rank">#{entry.rank}</span>
            <span className="ranking-who">
              <strong>{entry.name}</strong> {isMe && <span className="badge you-badge">You</span>} <AdminBadge isAdmin={entry.isAdmin} />
              <span className="ranking-username muted">@{entry.username}</span>
            </span>
            <span className="ranking-accuracy">
              <strong>{entry.accuracy}%</strong>
              <span className="muted"> accuracy</span>
            </span>
            <span className="ranking-meta muted">
              {entry.streak.toLocaleString('en-ZA')} day streak · {plural(entry.totalAnswers, 'answer', 'answers')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
