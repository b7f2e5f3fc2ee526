import { useEffect } from 'react';
import { loadFailureReason } from '@/lib/api-error';
import type { PageStart } from '@/lib/page-start';

/** The end of a paged list as far as it is shown: where older items start, a page on its way, or why one failed. */
export interface ListEnd {
  older: PageStart | null;
  loading: boolean;
  failure: string | null;
  /**
   * The last page asked for came back empty: the page above it was full and happened to hold the list's last items.
   * The list says there is nothing more, or the click that asked would seem to do nothing.
   */
  lastPageEmpty: boolean;
}

export const NOTHING_OLDER: ListEnd = { older: null, loading: false, failure: null, lastPageEmpty: false };

/**
 * For one page of a list shown a page at a time, each page rendering the one after it: whether the list goes on
 * below this page (more pages are asked for and this one, full, names where the next starts), and, when it does
 * not, telling the list's owner where it ends, so that it can offer the next page, say one is loading, or say why
 * it failed.
 */
export function useListEnd(
  page: { isPending: boolean; isError: boolean; error: unknown; data?: readonly unknown[] | undefined },
  next: PageStart | null,
  pagesBelow: number,
  onEnd: (end: ListEnd) => void,
): boolean {
  const goesOn = pagesBelow > 0 && next !== null;
  const loading = page.isPending;
  const failure = page.isError ? loadFailureReason(page.error) : null;
  const lastPageEmpty = page.data?.length === 0;
  // The next page's start, as text: a new object every render must not report the same end again and again.
  const [before, beforeId] = next ? [next.before, next.beforeId] : [null, null];

  useEffect(() => {
    if (goesOn) return;
    onEnd({ older: before !== null && beforeId !== null ? { before, beforeId } : null, loading, failure, lastPageEmpty });
  }, [goesOn, before, beforeId, loading, failure, lastPageEmpty, onEnd]);

  return goesOn;
}
