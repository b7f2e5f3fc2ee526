import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * How long the picture may stand once the app runs, if the screen never leaves its spinner (a read that fails, a
 * chunk that does not come): the member then gets the live app, spinner and all, rather than a picture they cannot use.
 */
const LONGEST_WAIT_MS = 5_000;

/** Whether the app, rendered into `root`, shows its screen: a main part with something in it, and no spinner. */
export function showsScreen(root: Element): boolean {
  const main = root.querySelector('main');
  return Boolean(main?.firstElementChild) && !root.querySelector('.loading-screen');
}

/**
 * Renders the app behind the picture of its screen that the server put in the page (`snapshot`, inert and hidden from
 * assistive technology), and puts the app in its place at the moment it shows the same screen: until then the member
 * sees their data rather than a spinner, and nothing, a person or a test, can reach either twice or click a picture.
 *
 * Not hydration: React's hydration needs the browser's first render to be the server's exactly, while the member's
 * reads reach the cache a few microtasks after it, the countdown has moved on and the navigation's badges arrive later;
 * and React drops a click on a part it cannot hydrate at once. The app renders as it would without the picture, into
 * #root taken out of the page, so that nothing of it shows or is found until it takes over; the swap happens in a
 * MutationObserver callback, before the browser paints again.
 */
export function renderBehindSnapshot(root: HTMLElement, snapshot: HTMLElement, app: ReactNode, longestWaitMs = LONGEST_WAIT_MS): void {
  root.remove();
  const observer = new MutationObserver(() => {
    if (showsScreen(root)) takeOver();
  });
  const timer = setTimeout(takeOver, longestWaitMs);
  function takeOver() {
    observer.disconnect();
    clearTimeout(timer);
    snapshot.replaceWith(root);
  }
  observer.observe(root, { childList: true, subtree: true });
  createRoot(root).render(app);
}
