import { type Question, southAfricanDay } from '@iec-bets/contracts';

/**
 * Where a question stands, as its card's badge says it: a card of bars alone left a reader to guess whether its
 * result was in, still to come, or the question not yet open.
 */
export function QuestionStatusBadge({ question }: { question: Question }) {
  if (question.isResolved) return <span className="badge resolved">Resolved</span>;
  if (southAfricanDay(question.date) > southAfricanDay(new Date())) return <span className="badge upcoming">Upcoming</span>;
  return <span className="badge awaiting">Awaiting result</span>;
}
