import { useMediaPredictions } from '@/api/get-media-predictions';
import { MediaPredictionCard } from './media-prediction-card';
import { QueryList } from './query-list';

/** Points to the topics, where predictions sit beside their questions, and lists them all meanwhile. */
export function PredictionsTab({ onGoToTopics }: { onGoToTopics: () => void }) {
  const predictions = useMediaPredictions();
  return (
    <div className="stack">
      <div className="card research-hint">
        <p>Pick a topic to see its media predictions beside its questions and officials.</p>
        <button type="button" className="button small primary" onClick={onGoToTopics}>
          Choose a topic
        </button>
      </div>
      <h2>All Media Predictions</h2>
      <QueryList
        query={predictions}
        loading="Loading media predictions..."
        empty="No media predictions yet."
        failure="Could not load the media predictions."
      >
        {(items) => items.map((prediction) => <MediaPredictionCard key={prediction.id} prediction={prediction} />)}
      </QueryList>
    </div>
  );
}
