import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place when an action takes away the control it was on: Accept on a friend request, Keep on a
 * reported comment, Delete on a suggestion, Publish on a draft (whose row moves to another list). Once the list is
 * read again the row is gone, and the browser would drop the focus on the page's start, from where a keyboard or
 * screen-reader user has to find the list again. Instead the focus moves to the region the row was in (the element
 * this returns a ref for, which stays while its rows come and go), and its name is announced.
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
    const keepPlace = () => {
      if (!lastFocused || lastFocused.isConnected) return;
      // Focus that went on somewhere else (a dialog, a click on the page) stays where it went.
      if (document.activeElement && document.activeElement !== document.body) return;
      lastFocused = null;
      root.focus();
    };
    root.addEventListener('focusin', remember);
    const observer = new MutationObserver(keepPlace);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', remember);
    };
  }, []);
  return region;
}
