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
  return useMediaQueryUnlessDrawnOnServer(query) ?? false;
}

/**
 * Like useMediaQuery, but undefined in the server's render, which draws a member's screen without knowing the width
 * it will be shown at. A screen then renders what each width needs and marks the parts CSS must pick between, so
 * that the picture looks as the app will when it takes over, at any width.
 */
export function useMediaQueryUnlessDrawnOnServer(query: string): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    (changed) => subscribe(query, changed),
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => undefined,
  );
}
