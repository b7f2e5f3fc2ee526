import { formatCount } from '@/lib/format-count';

export interface ResultBar {
  optionId: string;
  text: string;
  percentage: number;
  votes: number;
}

/**
 * A word an option is marked with: the user's own pick, or the answer that was right. The word is shown, not the colour
 * alone: on a decided question a pick and the right answer may be two options, and the colour can be one of them only.
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

/**
 * One bar per option: its text, its rounded share and its count, with the words of the marks on it. The bar in colour
 * is the first mark's that names an option: given the right answer, then the pick, a decided question colours what
 * was right and an open one the pick; a pick that was wrong keeps its word on a plain bar.
 */
export function ResultBars({ results, marks = [], label }: { results: ResultBar[]; marks?: readonly BarHighlight[]; label: string }) {
  const coloured = marks.find((mark) => mark.optionId)?.optionId;
  return (
    <ul className="result-bars" aria-label={label}>
      {results.map((result) => {
        return (
          <li key={result.optionId} className={result.optionId === coloured ? 'result-bar highlighted' : 'result-bar'}>
            <div className="result-bar-label">
              <span className="result-bar-name">
                <span>{result.text}</span>
                {marks.map(
                  (mark) =>
                    mark.optionId === result.optionId && (
                      <span key={mark.label} className="badge result-bar-mark">
                        {mark.label}
                      </span>
                    ),
                )}
              </span>
              <span>
                {result.percentage}% <span className="muted">({formatCount(result.votes)} {result.votes === 1 ? 'vote' : 'votes'})</span>
              </span>
            </div>
            {/* A progress bar's range is 0 to 100 unless it says otherwise (WAI-ARIA): a share needs only its value. */}
            <div
              className="result-bar-track"
              role="progressbar"
              aria-label={`${result.text}: ${result.percentage}%`}
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
