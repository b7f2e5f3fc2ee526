import { type RefObject, useEffect, useRef } from 'react';
import { bringIntoSight } from '@/lib/bring-into-sight';

/**
 * After Previous or Next, the page asked for replaces the one that was read, and the reader's place is at its start,
 * not on the button at its foot: there a screen reader has nothing more to read, and on a phone a shorter page
 * leaves the window below its first user. Call the function this returns as a page is asked for; once `shown` (what
 * the list shows: new when the page asked for is on screen, undefined while the last one is kept as it loads)
 * changes, the focus goes to `start` and it is brought into sight.
 */
export function useFocusOnNewPage(start: RefObject<HTMLElement | null>, shown: unknown): () => void {
  // What had the focus as the page was asked for.
  const askedFrom = useRef<Element | null>(null);
  useEffect(() => {
    const from = askedFrom.current;
    if (!from || shown === undefined) return;
    askedFrom.current = null;
    // Focus the user took elsewhere meanwhile (to the search box, say, while a slow page loaded) stays there.
    const focused = document.activeElement;
    if (focused !== from && focused !== document.body) return;
    // Without the browser's own scroll, which would bring it only just in at the window's edge: bringIntoSight puts
    // it at the top, with the page's users under it, and leaves the page still where it is already in sight.
    start.current?.focus({ preventScroll: true });
    bringIntoSight(start.current);
  }, [start, shown]);
  return () => {
    askedFrom.current = document.activeElement ?? document.body;
  };
}
