import { type FocusEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * For a list read a page at a time behind a "Show older" button, which goes once the last page is in: the keyboard
 * that was on it moves to the first row that page brought. Left alone it falls to the page's start, and the next Tab
 * from where the button was leads on to the footer past every row the reader asked for. A last page that brought no
 * rows, or a list whose rows changed meanwhile, puts it on the list, whose name is read.
 */
export function useFocusOnFirstNewRow(
  list: RefObject<HTMLElement | null>,
  buttonGone: boolean,
): { askingForPage: () => void; buttonBlurred: (event: FocusEvent<HTMLElement>) => void } {
  // As the button last asked with the keyboard on it: the list's last row then, which the new rows follow.
  const asked = useRef<{ lastRow: Element | null } | null>(null);
  useEffect(() => {
    const pending = asked.current;
    if (!buttonGone || !pending) return;
    asked.current = null;
    // The reader has put the keyboard somewhere else meanwhile: it stays there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const root = list.current;
    if (!root) return;
    const firstNew = pending.lastRow ? (pending.lastRow.isConnected ? pending.lastRow.nextElementSibling : null) : root.firstElementChild;
    const row = firstNew instanceof HTMLElement ? firstNew : null;
    // Focusable by script only: neither is a stop of its own on the way through the page with Tab. The list, as a
    // region, has no ring around the whole of it (styles.css); a row has one, to show where the new ones begin.
    const target = row ?? root;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    if (!row) root.setAttribute('data-focus-region', '');
    target.focus();
  }, [buttonGone, list]);
  return {
    askingForPage: () => {
      // A press that left the focus on the page (a click in Safari, which focuses no button) moved no keyboard.
      const onButton = document.activeElement instanceof HTMLButtonElement;
      asked.current = onButton ? { lastRow: list.current?.lastElementChild ?? null } : null;
    },
    buttonBlurred: (event) => {
      // Left by the reader while it stays (a page came full, and they went on): forgotten. Taken away with the button
      // as the last page came: kept, for the effect above.
      const button = event.currentTarget;
      queueMicrotask(() => {
        if (button.isConnected) asked.current = null;
      });
    },
  };
}
