import type { MediaPrediction } from '@iec-bets/contracts';
import { formatLongDate } from '@/lib/dates';

/** What a source predicted, how sure it was, and where and when it said so. */
export function MediaPredictionCard({ prediction }: { prediction: MediaPrediction }) {
  const titleId = `prediction-${prediction.id}`;
  return (
    <article className="card research-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{prediction.prediction}</h3>
      <p>{prediction.statement}</p>
      <p className="confidence">
        <strong>{prediction.confidence}%</strong> confidence
      </p>
      <p className="muted source">
        <a href={prediction.sourceUrl} target="_blank" rel="noopener noreferrer">
          {prediction.sourceTitle}
        </a>{' '}
        · <time dateTime={prediction.sourceDate}>{formatLongDate(`${prediction.sourceDate}T12:00:00Z`)}</time>
      </p>
    </article>
  );
}
