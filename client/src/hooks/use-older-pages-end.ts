import { useState } from 'react';
import { type ListEnd, NOTHING_OLDER } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';

/**
 * How many older pages the reader has asked for. Its owner keeps it: a list whose tab is left and come back to (the
 * predictions' archive) is shown as the reader left it.
 */
export interface OlderPages {
  count: number;
  setCount: (count: number) => void;
}

/** The end of a list shown as its newest page and the older pages the reader opened, each rendering the next. */
export interface OlderPagesEnd {
  /** The newest page is full, so older items may exist. */
  mayHaveOlder: boolean;
  /** Where the first older page starts, once the reader has asked for one; null otherwise. */
  firstOlder: PageStart | null;
  /** How many pages the first older page is to render below itself. */
  pagesBelow: number;
  /** Where the list ends as far as it is shown, for the button and the notes under it. */
  end: ListEnd;
  /** The reader asked for older pages and the last of them is in: the list says it has nothing older. */
  reachedEnd: boolean;
  /** For the last older page shown to report where the list ends. */
  onEnd: (end: ListEnd) => void;
  showMore: () => void;
}

/**
 * The end of a paged newest-first list: `older`, where the page after the newest starts (null when the newest was not
 * full), then the older pages the reader asked for (see useListEnd, with which the last of them reports its end).
 */
export function useOlderPagesEnd(older: PageStart | null, { count, setCount }: OlderPages): OlderPagesEnd {
  // Pages already asked for, coming back from another tab, say they are loading until they report their end.
  const [olderEnd, setOlderEnd] = useState(() => (count > 0 ? { ...NOTHING_OLDER, loading: true } : NOTHING_OLDER));
  const end = older && count > 0 ? olderEnd : { ...NOTHING_OLDER, older };
  return {
    mayHaveOlder: older !== null,
    firstOlder: count > 0 ? older : null,
    pagesBelow: count - 1,
    end,
    reachedEnd: count > 0 && end.older === null && !end.loading && end.failure === null,
    onEnd: setOlderEnd,
    showMore: () => {
      // Loading from the click on, so that the button is not gone for the moment before the page says so.
      setOlderEnd({ ...NOTHING_OLDER, loading: true });
      setCount(count + 1);
    },
  };
}
