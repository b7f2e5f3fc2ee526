import { useUserStats } from '@/api/get-user-stats';

/**
 * The day streak, and what keeps it: a streak counts days with an answer up to today or yesterday, so while today's
 * questions are unanswered it is still alive, and one answer keeps it.
 */
export function StreakCard({ userId, unanswered }: { userId: string; unanswered: number | null }) {
  const stats = useUserStats(userId).data;
  const streak = stats?.streak ?? null;
  return (
    <section className="card loop-card" aria-labelledby="day-streak">
      <h2 id="day-streak">Day streak</h2>
      <p className="streak-figure">
        <span aria-hidden="true">🔥 </span>
        {streak === null ? '—' : `${streak} ${streak === 1 ? 'day' : 'days'}`}
      </p>
      {streak !== null && <p className="muted">{streakNote(streak, unanswered)}</p>}
    </section>
  );
}

function streakNote(streak: number, unanswered: number | null): string {
  if (unanswered === 0) return streak > 0 ? "Today's done: come back tomorrow to keep it going." : 'Come back tomorrow to start a streak.';
  if (streak === 0) return "Answer today's question to start a streak.";
  return "Answer today's question to keep it going.";
}
