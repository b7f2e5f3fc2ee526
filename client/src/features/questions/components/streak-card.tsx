import { southAfricanDay } from '@iec-bets/contracts';
import { useUserStats } from '@/api/get-user-stats';
import type { TodayProgress } from '../lib/today-progress';

/**
 * The day streak, and what keeps it: a streak counts days with an answer up to today or yesterday, so while none of
 * today's questions is answered it is still alive, and one answer keeps it for the day. Whether today is kept comes
 * from the stats as well as from today's open questions: a question answered and then resolved the same day has left
 * them, and the answer still counts.
 */
export function StreakCard({ userId, today }: { userId: string; today: TodayProgress | null }) {
  const { data: stats, dataUpdatedAt } = useUserStats(userId);
  const streak = stats?.streak ?? null;
  // Said of the day the stats were read on: a screen left open past midnight holds yesterday's until they are read
  // again, and today's questions (read every minute) speak for the new day meanwhile.
  const answeredToday = stats?.answeredToday === true && southAfricanDay(new Date(dataUpdatedAt)) === southAfricanDay(new Date());
  const note = stats && streakNote(stats.streak, answeredToday, today);
  return (
    <section className="card loop-card" aria-labelledby="day-streak">
      <h2 id="day-streak">Day streak</h2>
      <p className="streak-figure">
        <svg className="streak-flame" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 2 1.2 3 2.5 3.5C11 9 11 5 12 2z" fill="#e85d04" />
          <path d="M12 13c.8 1.5 2.5 2.2 2.5 4a2.5 2.5 0 0 1-5 0c0-1.3.9-2 1.6-2.6.2.8.6 1.2.9 1.3z" fill="#f2b705" />
        </svg>
        {streak === null ? '—' : `${streak} ${streak === 1 ? 'day' : 'days'}`}
      </p>
      {note && <p className="muted">{note}</p>}
    </section>
  );
}

/** What keeps the streak going; null while today's questions are not known and nothing says today is kept. */
function streakNote(streak: number, answeredToday: boolean, today: TodayProgress | null): string | null {
  // The stats are read again after an answer: until then, today's questions know of it first.
  if (answeredToday || (today && today.unanswered < today.open)) return 'Kept for today. Answer tomorrow to keep it going.';
  if (!today) return null;
  if (today.open === 0) {
    return today.decided > 0 ? "Today's questions are decided. Come back tomorrow for the next ones." : 'No questions today. Come back tomorrow for the next ones.';
  }
  if (streak === 0) return "Answer today's question to start a streak.";
  return "Answer today's question to keep it going.";
}
