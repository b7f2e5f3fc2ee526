import type { Question } from '@iec-bets/contracts';
import { useOpensLater } from './use-opens-later';

/**
 * Where a question stands, as its card's badge says it: a card of bars alone left a reader to guess whether its
 * result was in, still to come, or the question not yet open. In the server's markup an unresolved question awaits
 * its result, and the browser's own render then says which ones are upcoming (see useOpensLater).
 */
export function QuestionStatusBadge({ question }: { question: Question }) {
  const opensLater = useOpensLater(question);
  if (question.isResolved) return <span className="badge resolved">Resolved</span>;
  if (opensLater) return <span className="badge upcoming">Upcoming</span>;
  return <span className="badge awaiting">Awaiting result</span>;
}
