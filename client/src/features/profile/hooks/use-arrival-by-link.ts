import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls a Settings section to the top of the window, and takes the keyboard to its heading, when a link led here by
 * the section's fragment (`#<sectionId>`): on a phone the sections sit below the fold of Settings, and the app's
 * navigation, unlike a page load, does not scroll to a fragment. Only once `settled`: the cards above grow when the
 * server has said which channels it delivers, and would push the section down again (where the browser keeps no
 * scroll anchor). On a page that arrived with a picture of the screen (app/page-snapshot.ts), the app renders out of
 * the page until it takes the picture's place: only then can it focus or scroll.
 */
export function useArrivalByLink(sectionId: string, settled: boolean) {
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivedFor = useRef<string | null>(null);
  useEffect(() => {
    const target = heading.current;
    if (hash !== `#${sectionId}` || !target || !settled || arrivedFor.current === hash) return;
    const arrive = () => {
      arrivedFor.current = hash;
      target.focus({ preventScroll: true });
      target.closest('section')?.scrollIntoView({ block: 'start' });
    };
    if (target.isConnected) {
      arrive();
      return;
    }
    const inPage = new MutationObserver(() => {
      if (!target.isConnected) return;
      inPage.disconnect();
      arrive();
    });
    inPage.observe(document.body, { childList: true, subtree: true });
    return () => inPage.disconnect();
  }, [hash, sectionId, settled]);
  return heading;
}
