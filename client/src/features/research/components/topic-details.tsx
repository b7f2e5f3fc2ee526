import { useEffect, useRef } from 'react';
import { bringIntoSight } from '@/lib/bring-into-sight';
import { useTagOfficials } from '../api/get-tag-officials';
import { useTagPredictions } from '../api/get-tag-predictions';
import { useTagQuestions } from '../api/get-tag-questions';
import { MediaPredictionCard } from './media-prediction-card';
import { OfficialCard } from './official-card';
import { QueryList } from './query-list';
import { TopicQuestion } from './topic-question';

/** Everything the hub knows about one topic: its questions, the officials to follow and what the media predict. */
export function TopicDetails({ tag, onClear, onPickTag }: { tag: string; onClear: () => void; onPickTag: (tag: string) => void }) {
  const questions = useTagQuestions(tag);
  const officials = useTagOfficials(tag);
  const predictions = useTagPredictions(tag);
  const section = useRef<HTMLElement>(null);
  // Picked below the list of topics, which fills a phone's screen: without this the chip turned green and nothing else
  // seemed to happen. Each topic picked, from the chips or an official's card, comes into sight.
  useEffect(() => bringIntoSight(section.current), [tag]);
  return (
    <section ref={section} className="stack topic-details" aria-labelledby="topic-title">
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
