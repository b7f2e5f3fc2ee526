import type { Question } from '@iec-bets/contracts';
import { useFromServerMarkup } from '@/hooks/use-from-server-markup';
import { opensAfterToday } from '@/lib/opens-after-today';

/**
 * Where a question stands, as its card's badge says it: a card of bars alone left a reader to guess whether its
 * result was in, still to come, or the question not yet open.
 *
 * Whether a question is still to open depends on the reader's clock. The server's markup, and React taking it over,
 * leave that clock out (a server and a phone may be on different days near midnight, and hydration must render what
 * the server did): there an unresolved question awaits its result, and the browser's own render then says which ones
 * are upcoming.
 */
export function QuestionStatusBadge({ question }: { question: Question }) {
  const fromServerMarkup = useFromServerMarkup();
  if (question.isResolved) return <span className="badge resolved">Resolved</span>;
  if (!fromServerMarkup && opensAfterToday(question.date)) {
    return <span className="badge upcoming">Upcoming</span>;
  }
  return <span className="badge awaiting">Awaiting result</span>;
}
