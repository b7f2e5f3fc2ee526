import { useSyncExternalStore } from 'react';

/** The width at which the shell turns from a phone's bottom bar into a desktop's header (see app-shell.css). */
export const DESKTOP_QUERY = '(min-width: 60rem)';

function subscribe(query: string, changed: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

/**
 * Whether the window matches a media query, kept current as it is resized or turned. For what CSS alone cannot do:
 * a layout that shows a part only at one width, where rendering it hidden at the others would put it twice in front
 * of tests and assistive technology. Without matchMedia (the server's render, jsdom) it answers false: the phone's
 * layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => subscribe(query, changed),
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
