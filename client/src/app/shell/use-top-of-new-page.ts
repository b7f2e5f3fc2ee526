import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link followed to another page opens that page at its top, as a page the browser loads does: the app swaps screens
 * in one document, which keeps the old scroll, so the footer's links opened their pages at their foot. Back and forward
 * (POP) are left to the browser, which returns to where the reader was; an address with a fragment leaves the place to
 * its target (e.g. the notifications control in settings).
 */
export function useTopOfNewPage(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type === 'POP' || hash) return;
    window.scrollTo(0, 0);
    // A footer link is still there after the page beneath it changed, and keeps the keyboard at the foot of the new
    // page: the keyboard starts at its top instead, on the main area. It is focusable only for that moment: left
    // focusable, a click on anything in it would focus it rather than leave focus on the page (take-dropped-focus.ts).
    const main = document.getElementById('main');
    if (main && document.activeElement?.closest('.app-footer')) {
      // Until the keyboard moves on or a pointer goes down: a click inside main keeps focus on it while it is focusable.
      const unfocusable = () => main.removeAttribute('tabindex');
      main.addEventListener('blur', unfocusable, { once: true });
      document.addEventListener('pointerdown', unfocusable, { once: true });
      main.tabIndex = -1;
      main.focus({ preventScroll: true });
    }
    // Only a new page: another tab of the same page (?tab=) or a new fragment keeps the reader's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
