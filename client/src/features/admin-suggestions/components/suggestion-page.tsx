import type { SuggestionStatus } from '@iec-bets/contracts';
import { useEffect } from 'react';
import { loadFailureReason } from '@/lib/api-error';
import type { PageStart } from '@/lib/page-start';
import { suggestionsAfter, useSuggestions } from '../api/get-suggestions';
import { SuggestionRow } from './suggestion-row';

/** The end of the list as far as it is shown: where older suggestions start, a page on its way, or why one failed. */
export interface ListEnd {
  older: PageStart | null;
  loading: boolean;
  failure: string | null;
}

/**
 * The rows of one page and, while more pages are asked for and this one is full, the page after it, which starts
 * after this one's last row. A deletion or a review that takes a row out of the filter moves the rows below up a
 * place, and every page below follows: no row is shown twice or skipped. The page the list ends with tells the panel.
 */
export function SuggestionPage({
  status,
  start,
  pagesBelow,
  onEnd,
}: {
  status: SuggestionStatus | null;
  start: PageStart | null;
  pagesBelow: number;
  onEnd: (end: ListEnd) => void;
}) {
  const page = useSuggestions(status, start);
  const next = suggestionsAfter(page.data);
  const goesOn = pagesBelow > 0 && next !== null;
  const loading = page.isPending;
  const failure = page.isError ? loadFailureReason(page.error) : null;
  // The next page's start, as text: a new object every render must not report the same end again and again.
  const [before, beforeId] = next ? [next.before, next.beforeId] : [null, null];

  useEffect(() => {
    if (goesOn) return;
    onEnd({ older: before !== null && beforeId !== null ? { before, beforeId } : null, loading, failure });
  }, [goesOn, before, beforeId, loading, failure, onEnd]);

  return (
    <>
      {page.data?.map((suggestion) => (
        <li key={suggestion.id}>
          <SuggestionRow suggestion={suggestion} />
        </li>
      ))}
      {goesOn && <SuggestionPage status={status} start={next} pagesBelow={pagesBelow - 1} onEnd={onEnd} />}
    </>
  );
}
