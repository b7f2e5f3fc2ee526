import type { HistoryItem } from '@iec-bets/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ListEndNote } from '@/components/list-end-note';
import { MoreButton, offersMore } from '@/components/more-button';
import { useFocusOnFirstNewRow } from '@/hooks/use-focus-on-first-new-row';
import { useOlderPagesEnd } from '@/hooks/use-older-pages-end';
import { loadFailureReason } from '@/lib/api-error';
import { RECENT_PREDICTIONS, useRecentPredictions } from '../api/get-history';
import { olderPredictionsKey, predictionsAfter } from '../api/get-older-predictions';
import { OlderPredictionsPage } from './older-predictions-page';
import { PredictionRow } from './prediction-row';

export function RecentPredictions({ userId }: { userId: string }) {
  const history = useRecentPredictions(userId);
  return (
    <section className="card" aria-labelledby="recent-predictions">
      <h2 id="recent-predictions">Recent Predictions</h2>
      {history.isPending ? (
        <p className="muted" role="status">
          Loading your predictions...
        </p>
      ) : history.isError ? (
        <p role="alert">Could not load your predictions: {loadFailureReason(history.error)}</p>
      ) : history.data.length === 0 ? (
        <div className="empty-state">
          <p>
            <strong>No predictions yet</strong>
          </p>
          <p className="muted">Start answering daily questions to see your history!</p>
        </div>
      ) : (
        <Predictions userId={userId} latest={history.data} />
      )}
    </section>
  );
}

/**
 * The latest predictions (SPEC: 5), then, for a player with more, the older ones a page at a time when they ask: a
 * record they can read back to its first day, as they can download it whole.
 */
function Predictions({ userId, latest }: { userId: string; latest: HistoryItem[] }) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  const older = useOlderPagesEnd(predictionsAfter(latest, RECENT_PREDICTIONS), { count, setCount });
  const { end, reachedEnd } = older;
  // A page that failed is asked again by the same button, now "Try again": the keyboard stays on it while it loads.
  // Only that page: those above it stand.
  const askAgain = () =>
    void queryClient.refetchQueries({ queryKey: olderPredictionsKey(userId), predicate: (query) => query.state.status === 'error' });
  const failed = end.failure !== null;
  // A failed page names no start of the next, yet the button stays to ask for it again.
  const moreEnd = failed ? { ...end, older: older.firstOlder } : end;
  const list = useRef<HTMLOListElement>(null);
  const keyboard = useFocusOnFirstNewRow(list, !offersMore(moreEnd));
  return (
    <>
      <ol ref={list} className="plain-list predictions" aria-labelledby="recent-predictions">
        {latest.map((item) => (
          <PredictionRow key={item.questionId} item={item} />
        ))}
        {older.firstOlder && <OlderPredictionsPage userId={userId} start={older.firstOlder} pagesBelow={older.pagesBelow} onEnd={older.onEnd} />}
      </ol>
      {failed && <p role="alert">Could not load older predictions: {end.failure}</p>}
      <ListEndNote text={reachedEnd ? 'No older predictions.' : null} />
      <MoreButton
        end={moreEnd}
        className="button secondary"
        label={failed ? 'Try again' : 'Show older predictions'}
        loadingLabel="Loading older predictions..."
        onMore={() => {
          keyboard.askingForPage();
          if (failed) askAgain();
          else older.showMore();
        }}
        onBlur={keyboard.buttonBlurred}
      />
    </>
  );
}
