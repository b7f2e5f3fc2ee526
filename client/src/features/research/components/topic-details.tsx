import type { Ref } from 'react';
import { useTagOfficials } from '../api/get-tag-officials';
import { useTagPredictions } from '../api/get-tag-predictions';
import { useTagQuestions } from '../api/get-tag-questions';
import { MediaPredictionCard } from './media-prediction-card';
import { OfficialCard } from './official-card';
import { QueryList } from './query-list';
import { TopicQuestion } from './topic-question';

/**
 * Everything the hub knows about one topic: its questions, the officials to follow and what the media predict. `ref`
 * is the section, which the hub brings into sight when a topic is picked.
 */
export function TopicDetails({
  tag,
  onClear,
  onPickTag,
  ref,
}: {
  tag: string;
  onClear: () => void;
  onPickTag: (tag: string) => void;
  ref?: Ref<HTMLElement>;
}) {
  const questions = useTagQuestions(tag);
  const officials = useTagOfficials(tag);
  const predictions = useTagPredictions(tag);
  return (
    <section ref={ref} className="stack topic-details" aria-labelledby="topic-title">
      <div className="topic-head">
        <h2 id="topic-title">Topic: {tag}</h2>
        <button type="button" className="button small secondary" onClick={onClear}>
          Clear
        </button>
      </div>
      <section aria-labelledby="topic-questions">
        <h3 id="topic-questions">Questions</h3>
        <QueryList query={questions} loading="Loading questions..." empty="No questions on this topic yet." failure="Could not load the questions.">
          {(items) => items.map((question) => <TopicQuestion key={question.id} question={question} />)}
        </QueryList>
      </section>
      <section aria-labelledby="topic-officials">
        <h3 id="topic-officials">Official Sources</h3>
        <QueryList query={officials} loading="Loading officials..." empty="No officials on this topic yet." failure="Could not load the officials.">
          {(items) => items.map((official) => <OfficialCard key={official.id} official={official} onPickTag={onPickTag} />)}
        </QueryList>
      </section>
      <section aria-labelledby="topic-predictions">
        <h3 id="topic-predictions">Media Predictions</h3>
        <QueryList
          query={predictions}
          loading="Loading media predictions..."
          empty="No media predictions on this topic yet."
          failure="Could not load the media predictions."
        >
          {(items) => items.map((prediction) => <MediaPredictionCard key={prediction.id} prediction={prediction} />)}
        </QueryList>
      </section>
    </section>
  );
}
