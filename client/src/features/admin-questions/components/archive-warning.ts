import { asQuestion, type Question } from '@iec-bets/contracts';
import { predictionCount } from './prediction-count';

type Archivable = Pick<Question, 'text' | 'isPublished' | 'isResolved' | 'totalVotes'>;

/**
 * What archiving a question does to it, said before it is done. An archived question can be neither published nor
 * resolved, and nothing unarchives it: archiving an open question leaves everyone who answered it unscored for good,
 * which "it disappears from the public feed" alone did not tell the admin.
 */
export function archiveWarning(question: Archivable): string {
  const named = `“${asQuestion(question.text)}”`;
  const kept = 'Its answers, comments and results are kept. This cannot be undone.';
  if (!question.isPublished) return `${named} can no longer be published. This cannot be undone.`;
  if (question.isResolved) return `${named} leaves the public feed. ${kept}`;
  if (question.totalVotes === 0) return `${named} leaves the public feed and can no longer be answered or resolved. ${kept}`;
  return `${named} leaves the public feed and can no longer be resolved: its ${predictionCount(question.totalVotes)} will never be scored. ${kept}`;
}
