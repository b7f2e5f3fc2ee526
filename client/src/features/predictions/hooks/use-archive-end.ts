import type { Question } from '@iec-bets/contracts';
import { useState } from 'react';
import { type ListEnd, NOTHING_OLDER } from '@/hooks/use-list-end';
import type { PageStart } from '@/lib/page-start';
import { publicQuestionsAfter } from '../api/get-older-public-questions';

/**
 * How many older pages the reader has asked for on one tab. The page that holds the tabs keeps it: a tab's content
 * goes when another tab is picked, and a reader who looks at the other tab and comes back expects it as they left it.
 */
export interface OlderPages {
  count: number;
  setCount: (count: number) => void;
}

export interface ArchiveEnd {
  /** The newest page is full, so older questions may exist. */
  mayHaveOlder: boolean;
  /** Where the first older page starts, once the reader has asked for one; null otherwise. */
  firstOlder: PageStart | null;
  /** How many pages the first older page is to render below itself. */
  pagesBelow: number;
  /** Where the archive ends as far as it is shown, for the button and the notes under it. */
  end: ListEnd;
  /** The reader asked for older pages and the last of them is in: the archive says it has nothing older. */
  reachedEnd: boolean;
  /** For the last older page shown to report where the archive ends. */
  onEnd: (end: ListEnd) => void;
  showMore: () => void;
}

/**
 * The end of a tab's archive of questions: the newest page, then the older pages the reader opened, each tab's
 * older pages being pages of the public feed (get-older-public-questions.ts).
 */
export function useArchiveEnd(newest: readonly Question[], { count, setCount }: OlderPages): ArchiveEnd {
  // Pages already asked for, coming back from the other tab, say they are loading until they report their end.
  const [olderEnd, setOlderEnd] = useState(() => (count > 0 ? { ...NOTHING_OLDER, loading: true } : NOTHING_OLDER));
  const older = publicQuestionsAfter(newest);
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
