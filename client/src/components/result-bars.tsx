import { formatCount } from '@/lib/format-count';

export interface ResultBar {
  optionId: string;
  text: string;
  percentage: number;
  votes: number;
}

/**
 * The option a list marks, and the word it is marked with: the user's own pick, or the answer that was right. The word
 * is shown, not the colour alone, which means one of the two on one screen and the other on the next.
 */
export interface BarHighlight {
  optionId: string | null | undefined;
  label: 'Your pick' | 'Correct';
}

/** The mark of a question's right answer, on a question that has one (none while it is open). */
export const correctAnswerMark = (question: { correctOptionId: string | null | undefined }): BarHighlight => ({
  optionId: question.correctOptionId,
  label: 'Correct',
});

/** One bar per option: its text, its rounded share and its count, the chosen or correct option marked. */
export function ResultBars({ results, highlight, label }: { results: ResultBar[]; highlight?: BarHighlight; label: string }) {
  return (
    <ul className="result-bars" aria-label={label}>
      {results.map((result) => {
        const marked = highlight !== undefined && result.optionId === highlight.optionId;
        return (
          <li key={result.optionId} className={marked ? 'result-bar highlighted' : 'result-bar'}>
            <div className="result-bar-label">
              <span className="result-bar-name">
                <span>{result.text}</span>
                {marked && <span className="badge result-bar-mark">{highlight.label}</span>}
              </span>
              <span>
                {result.percentage}% <span className="muted">({formatCount(result.votes)} {result.votes === 1 ? 'vote' : 'votes'})</span>
              </span>
            </div>
            <div
              className="result-bar-track"
              role="progressbar"
              aria-label={`${result.text}: ${result.percentage}%`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={result.percentage}
            >
              <div className="result-bar-fill" style={{ width: `${result.percentage}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
