import type { TodayProgress } from '../lib/today-progress';

/**
 * How many of today's questions are left to answer, said plainly at the top of home, so a second question is never
 * missed. The count is of the questions the screen shows: the open ones and those decided during the day, which stay
 * in view with their outcome but can no longer be answered.
 */
export function OpenQuestionsNote({ progress }: { progress: TodayProgress | null }) {
  const total = progress ? progress.open + progress.decided : 0;
  if (!progress || total < 2) return null;
  return <p className="open-questions-note" role="status">{noteText(total, progress.decided, progress.unanswered)}</p>;
}

function noteText(total: number, decided: number, unanswered: number): string {
  if (unanswered > 0) return `${unanswered} of today's ${total} questions ${unanswered === 1 ? 'is' : 'are'} left to answer.`;
  if (decided === 0) return `All ${total} of today's questions answered. Nicely done.`;
  if (decided === total) return `All of today's ${total} questions are decided.`;
  // Not "all answered": a decided question may be one the player let pass.
  return 'Every question still open today is answered. Nicely done.';
}
