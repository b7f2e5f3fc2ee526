import type { Question } from '@iec-bets/contracts';

export type QuestionStatus = 'Draft' | 'Published' | 'Resolved' | 'Archived';

/** Where a question stands in its life (SPEC section 4); archived wins, since it hides the question from members. */
export function questionStatus(question: Question): QuestionStatus {
  if (question.isArchived) return 'Archived';
  if (question.isResolved) return 'Resolved';
  if (question.isPublished) return 'Published';
  return 'Draft';
}
