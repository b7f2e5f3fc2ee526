import { type RefObject, useEffect, useRef } from 'react';

/**
 * For a list read a page at a time behind a "Show older" button, which goes once the last page is in: the keyboard
 * that was on it moves to the first row that page brought. Left alone it falls to the page's start, and the next Tab
 * from where the button was leads on to the footer past every row the reader asked for. A last page that brought no
 * rows puts it on the list, whose name is read. Returns what to call as the button asks for a page.
 */
export function useFocusOnFirstNewRow(list: RefObject<HTMLElement | null>, buttonGone: boolean): () => void {
  // The rows there were when the button last asked: the first new row is the one after them.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    const rowsBefore = asked.current;
    if (!buttonGone || rowsBefore === null) return;
    asked.current = null;
    // The reader had put the keyboard somewhere else meanwhile (or never on the button): it stays there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const root = list.current;
    const target = (root?.children[rowsBefore] as HTMLElement | undefined) ?? root;
    if (!target) return;
    // Focusable by script only: a row is no stop of its own on the way through the page with Tab.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [buttonGone, list]);
  return () => {
    asked.current = list.current?.children.length ?? 0;
  };
}
