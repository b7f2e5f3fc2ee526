import type { Question } from '@iec-bets/contracts';
import { formatLongDate } from '@/lib/dates';

/** Once resolved: the right answer, the summary and the link to its proof. */
export function Resolution({ question }: { question: Question }) {
  if (!question.isResolved) return null;
  const correct = question.options.find((option) => option.id === question.correctOptionId);
  return (
    <div className="resolution">
      {correct && (
        <p>
          <strong>Answer: {correct.text}</strong>
        </p>
      )}
      {question.resolutionCorrectedAt && (
        // A changed outcome says so: whoever remembers the first answer sees it was corrected, not misremembered.
        <p className="resolution-corrected">Corrected on {formatLongDate(question.resolutionCorrectedAt)}</p>
      )}
      {question.resolutionSummary && <p>{question.resolutionSummary}</p>}
      {question.resolutionProofUrl && (
        <a href={question.resolutionProofUrl} target="_blank" rel="noopener noreferrer">
          View proof/source
        </a>
      )}
    </div>
  );
}
