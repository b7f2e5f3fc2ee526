import { NextQuestionsCountdown } from './next-questions-countdown';
import { StreakCard } from './streak-card';
import { YourRankings } from './your-rankings';

/** Beside today's questions (below them on a phone): the streak, when the next ones come, and where the user stands. */
export function DailyLoopAside({ userId, unanswered }: { userId: string; unanswered: number | null }) {
  return (
    <aside className="daily-loop-aside" aria-label="Your day">
      <StreakCard userId={userId} unanswered={unanswered} />
      <NextQuestionsCountdown />
      <YourRankings userId={userId} headingLevel={2} />
    </aside>
  );
}
