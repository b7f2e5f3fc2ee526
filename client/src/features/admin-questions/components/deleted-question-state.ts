import type { DeletedQuestion } from '@iec-bets/contracts';

/**
 * How far a deleted question had gone, in words: whether players ever saw it, and whether its outcome had been
 * settled, which an audit asks first of a deletion.
 */
export function deletedQuestionState(question: Pick<DeletedQuestion, 'wasPublished' | 'wasResolved'>): string {
  if (!question.wasPublished) return 'Deleted as a draft';
  return question.wasResolved ? 'Was published and resolved' : 'Was published, not resolved';
}
