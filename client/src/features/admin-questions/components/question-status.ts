import type { Question } from '@iec-bets/contracts';
import { opensAfterToday } from '@/lib/opens-after-today';

export type QuestionStatus = 'Draft' | 'Upcoming' | 'Published' | 'Resolved' | 'Archived';

/**
 * Where a question stands in its life (SPEC section 4); archived wins, since it hides the question from members. A
 * published question whose day is still to come is Upcoming, as its public card says: it takes no answer yet.
 */
export function questionStatus(question: Question): QuestionStatus {
  if (question.isArchived) return 'Archived';
  if (question.isResolved) return 'Resolved';
  if (question.isPublished) return opensAfterToday(question.date) ? 'Upcoming' : 'Published';
  return 'Draft';
}
