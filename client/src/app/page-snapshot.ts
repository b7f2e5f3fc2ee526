import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * How long the picture may stand once the app runs, if the screen never leaves its spinner (a read that fails, a
 * chunk that does not come): the member then gets the live app, spinner and all, rather than a picture they cannot use.
 */
const LONGEST_WAIT_MS = 5_000;

/**
 * Whether the app, rendered into `root`, shows its whole screen: a main part with something in it, no spinner, and
 * no part still loading or waiting for its data (they mark themselves aria-busy, components/pending-part.tsx), so
 * that nothing the picture shows vanishes at the swap and comes back a moment later.
 */
export function showsScreen(root: Element): boolean {
  const main = root.querySelector('main');
  return Boolean(main?.firstElementChild) && !root.querySelector('.loading-screen, [aria-busy="true"]');
}

/** A dialog open over the page: Radix portals it into <body>, beside #root. */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Keeps the app out of reach of assistive technology and the keyboard while a dialog that opened before the swap
 * stays open. The dialog hid what was in the page as it opened (Radix's hideOthers marks <body>'s other children),
 * which #root, then out of the page, was not; so it is marked here, as the dialog would have, until it closes.
 */
function hideBehindOpenDialog(root: HTMLElement): void {
  if (!document.querySelector(OPEN_DIALOG)) return;
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('inert', '');
  const watch = new MutationObserver(() => {
    if (document.querySelector(OPEN_DIALOG)) return;
    watch.disconnect();
    root.removeAttribute('aria-hidden');
    root.removeAttribute('inert');
  });
  watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
}

/**
 * Renders the app behind the picture of its screen that the server put in the page (`snapshot`, inert and hidden from
 * assistive technology), and puts the app in its place at the moment it shows the same screen with its reads done:
 * until then the member sees their data rather than a spinner, and nothing, a person or a test, can reach either twice
 * or click a picture.
 *
 * Not hydration: React's hydration needs the browser's first render to be the server's exactly, while the member's
 * reads reach the cache a few microtasks after it, the countdown has moved on and the navigation's badges arrive later;
 * and React drops a click on a part it cannot hydrate at once. The app renders as it would without the picture, into
 * #root taken out of the page, so that nothing of it shows or is found until it takes over; the swap happens in a
 * MutationObserver callback, before the browser paints again.
 */
export function renderBehindSnapshot(options: {
  root: HTMLElement;
  snapshot: HTMLElement;
  app: ReactNode;
  /** The app's query cache: no swap while a read is in flight, whose answer would change the screen just after. */
  queryClient: QueryClient;
  longestWaitMs?: number;
}): void {
  const { root, snapshot, app, queryClient } = options;
  root.remove();
  const check = () => {
    if (queryClient.isFetching() === 0 && showsScreen(root)) takeOver();
  };
  const observer = new MutationObserver(check);
  // A read that ends without changing what is drawn (a read the page carried, answered again) moves nothing in #root.
  const stopWatchingReads = queryClient.getQueryCache().subscribe(() => queueMicrotask(check));
  const timer = setTimeout(takeOver, options.longestWaitMs ?? LONGEST_WAIT_MS);
  let done = false;
  function takeOver() {
    if (done) return;
    done = true;
    observer.disconnect();
    stopWatchingReads();
    clearTimeout(timer);
    snapshot.replaceWith(root);
    hideBehindOpenDialog(root);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  createRoot(root).render(app);
}
