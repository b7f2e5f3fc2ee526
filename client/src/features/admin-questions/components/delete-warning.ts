import { asQuestion, type Question } from '@iec-bets/contracts';
import { predictionCount } from './prediction-count';

type Deletable = Pick<Question, 'text' | 'isResolved' | 'totalVotes'>;

/**
 * What deleting a question does, said before it is done. A resolved question's answers were scored: deleting it takes
 * their points out of every answerer's record, so the boards move, which "its answers are taken down" alone did not
 * tell the admin (a correction, by contrast, says that it rescores).
 */
export function deleteWarning(question: Deletable): string {
  const takenDown = `“${asQuestion(question.text)}”, its answers and its comments are taken down for good; only their authors still see them, in their own data.`;
  const leave = question.totalVotes === 1 ? "leaves its player's record" : "leave their players' records";
  const rescored =
    question.isResolved && question.totalVotes > 0
      ? ` Its ${predictionCount(question.totalVotes)} ${leave}: points, accuracy and ranks change at once.`
      : '';
  return `${takenDown}${rescored} This cannot be undone.`;
}
