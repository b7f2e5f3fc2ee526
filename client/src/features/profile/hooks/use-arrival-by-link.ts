import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { whenInPage } from '@/lib/when-in-page';

/**
 * Scrolls a Settings section to the top of the window, and takes the keyboard to its heading, when a link led here by
 * the section's fragment (`#<sectionId>`): on a phone the sections sit below the fold of Settings, and the app's
 * navigation, unlike a page load, does not scroll to a fragment. Only once `settled`: the cards above grow when the
 * server has said which channels it delivers, and would push the section down again (where the browser keeps no
 * scroll anchor). Once in the page: on a page that arrived with a picture of the screen, only then (lib/when-in-page.ts).
 */
export function useArrivalByLink(sectionId: string, settled: boolean) {
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivedFor = useRef<string | null>(null);
  useEffect(() => {
    const target = heading.current;
    if (hash !== `#${sectionId}` || !target || !settled || arrivedFor.current === hash) return;
    return whenInPage(target, () => {
      arrivedFor.current = hash;
      target.focus({ preventScroll: true });
      target.closest('section')?.scrollIntoView({ block: 'start' });
    });
  }, [hash, sectionId, settled]);
  return heading;
}
