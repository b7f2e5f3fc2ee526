import { NextQuestionsCountdown } from './next-questions-countdown';
import type { TodayProgress } from '../lib/today-progress';
import { StreakCard } from './streak-card';
import { YourRankings } from './your-rankings';

/** Beside today's questions (below them on a phone): the streak, when the next ones come, and where the user stands. */
export function DailyLoopAside({ userId, alertsOn, today }: { userId: string; alertsOn: boolean; today: TodayProgress | null }) {
  return (
    <aside className="daily-loop-aside" aria-label="Your day">
      <StreakCard userId={userId} today={today} />
      <NextQuestionsCountdown alertsOn={alertsOn} />
      <YourRankings userId={userId} headingLevel={2} />
    </aside>
  );
}
