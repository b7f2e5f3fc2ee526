import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { OPEN_DIALOG, showsContent, showsScreen } from './screen-state';
import { replayTap } from './tap-replay';

/**
 * How long the app may show the screen's content with a part of it still loading (its code stalled, or never coming)
 * before it takes the picture's place anyway: the member then gets the live app, which they can use, less that part.
 * Never a spinner in the picture's place, however long: a "Loading..." where their screen was shows them less than
 * the picture does, and a fixed wait counted from the app's start swapped one in whenever a slow network had not
 * brought the screen's code within it.
 */
const STALLED_PART_MS = 5_000;

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
 * Renders the app behind the picture of its screen that the server put in the page (`snapshot`, sent inert and hidden from
 * assistive technology), and puts the app in its place at the moment it shows the same screen: until then the member
 * sees their data rather than a spinner, and nothing, a person or a test, can reach either twice. A tap on the picture
 * (kept by snapshot-taps.ts, when it has arrived, on the controls marked replayable) is made again on the app's own
 * control of the same key once the app has it (tap-replay.ts).
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
  stalledPartMs?: number;
}): void {
  const { root, snapshot, app } = options;
  root.remove();
  let done = false;
  let stalled: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(check);
  function check() {
    if (done) return;
    if (showsScreen(root)) return takeOver();
    // The wait for a stalled part starts when the content is there, so that a slow chunk ahead of it costs no part.
    if (stalled === undefined && showsContent(root)) stalled = setTimeout(takeOverIfContent, options.stalledPartMs ?? STALLED_PART_MS);
  }
  function takeOverIfContent() {
    stalled = undefined;
    if (showsContent(root)) takeOver();
  }
  function takeOver() {
    done = true;
    observer.disconnect();
    clearTimeout(stalled);
    snapshot.replaceWith(root);
    hideBehindOpenDialog(root);
    replayTap(snapshot, root);
  }
  observer.observe(root, { childList: true, subtree: true });
  createRoot(root).render(app);
}
