import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CHART_HEIGHT } from './reserved-height';

// The chart, its data and its styles load as one chunk on first use, never with the landing page.
const ResultsHistoryPanel = lazy(() => import('./results-history-panel').then((m) => ({ default: m.ResultsHistoryPanel })));

const placeholder = <div style={{ height: CHART_HEIGHT }} />;

/**
 * A question's Yes share over time, as a chart the user can scrub. On a long list of cards each chart is asked for
 * only once its card comes near the screen, so that opening Election Predictions does not read fifty histories.
 */
export function ResultsHistory({ questionId, closed, label }: { questionId: string; closed: boolean; label: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={slot} className="results-history">
      {near ? (
        <Suspense fallback={placeholder}>
          <ResultsHistoryPanel questionId={questionId} closed={closed} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
