import { type RefObject, useEffect, useRef } from 'react';
import { placeAfter } from './focus-place';

/**
 * Keeps the keyboard's place when an action takes away the control it was on: Accept on a friend request, Keep on a
 * reported comment, Delete on a suggestion, Publish on a draft (whose row moves to another list). Once the list is
 * read again the row is gone, and the browser would drop the focus on the page's start, from where a keyboard or
 * screen-reader user has to find the list again. Instead the focus moves to the region the row was in (the element
 * this returns a ref for, which stays while its rows come and go), and its name is announced. Where the region marks
 * its rows and lists as places (focus-place.ts), the focus stays closer: on the row, or the row next to the one
 * that went, rather than the region's start, from where the next Tab would lead far from the row the user was at.
 */
export function useFocusKept<T extends HTMLElement>(): RefObject<T | null> {
  const region = useRef<T | null>(null);
  useEffect(() => {
    const root = region.current;
    if (!root) return;
    // Focusable by script only: it is not a stop on the way through the page with Tab. No ring around a whole
    // region either (styles.css): the next Tab goes on from inside it.
    if (!root.hasAttribute('tabindex')) root.tabIndex = -1;
    root.dataset.focusRegion = '';
    let lastFocused: Element | null = null;
    const remember = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    // Focus that leaves the region (to a dialog, or to the page by a click on its text) is the user's own doing: a row
    // that goes later, read again a minute after, must not pull it back. A control that goes away takes the focus
    // with it without a word from some browsers and with a focusout from others, so which it was is told a moment
    // later: still in the page, the control was left; gone, it was taken away (and keepPlace moves the focus).
    const forget = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      const left = lastFocused;
      queueMicrotask(() => {
        if (lastFocused === left && left?.isConnected) lastFocused = null;
      });
    };
    const keepPlace = (records: MutationRecord[]) => {
      if (!lastFocused || lastFocused.isConnected) return;
      // Focus that went on somewhere else (a dialog, a click on the page) stays where it went.
      if (document.activeElement && document.activeElement !== document.body) return;
      const place = placeAfter(lastFocused, records, root);
      lastFocused = null;
      if (place) {
        place.focus();
        return;
      }
      // Without scrolling: the region is where the row was, and a tall one would jump to its top.
      root.focus({ preventScroll: true });
    };
    root.addEventListener('focusin', remember);
    root.addEventListener('focusout', forget);
    const observer = new MutationObserver(keepPlace);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', remember);
      root.removeEventListener('focusout', forget);
    };
  }, []);
  return region;
}
