import { formatCount } from '@/lib/format-count';

export interface ResultBar {
  optionId: string;
  text: string;
  percentage: number;
  votes: number;
}

/** One bar per option: its text, its rounded share and its count, the chosen or correct option marked. */
export function ResultBars({ results, highlightOptionId, label }: { results: ResultBar[]; highlightOptionId?: string | null; label: string }) {
  return (
    <ul className="result-bars" aria-label={label}>
      {results.map((result) => (
        <li key={result.optionId} className={result.optionId === highlightOptionId ? 'result-bar highlighted' : 'result-bar'}>
          <div className="result-bar-label">
            <span>{result.text}</span>
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
      ))}
    </ul>
  );
}
