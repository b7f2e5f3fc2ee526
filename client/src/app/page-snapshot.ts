import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PENDING_PART_CLASS } from '@/components/pending-part';
import { REPLAY_ATTRIBUTE } from '@/lib/replayable';

/**
 * How long the picture may stand once the app runs, if the screen never leaves its spinner (a read that fails, a
 * chunk that does not come): the member then gets the live app, spinner and all, rather than a picture they cannot use.
 */
const LONGEST_WAIT_MS = 5_000;

/**
 * Whether the app, rendered into `root`, shows the screen the picture does: a main part with something in it, no
 * spinner, and no part whose code is still loading (components/pending-part.tsx): the server's render waited for
 * every such part, so the picture has it, and swapping before it is there would make it vanish and come back.
 * A read the page did not carry is not waited for: the picture shows its placeholder as well, and the member can use
 * the screen meanwhile.
 */
export function showsScreen(root: Element): boolean {
  const main = root.querySelector('main');
  return Boolean(main?.firstElementChild) && !root.querySelector(`.loading-screen, .${PENDING_PART_CLASS}`);
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

/** The mark snapshot-taps.ts leaves on the control tapped on the picture (the two files hold it alike: a test checks). */
export const TAPPED_ATTRIBUTE = 'data-tapped';

/**
 * Taps the app's control of the same replay key (lib/replayable.ts) as the one tapped on the picture
 * (snapshot-taps.ts). Not behind a dialog that opened before the swap: the member is answering that first.
 */
export function replayTap(snapshot: Element, root: HTMLElement): void {
  const key = snapshot.querySelector(`[${TAPPED_ATTRIBUTE}]`)?.getAttribute(REPLAY_ATTRIBUTE);
  if (!key || root.hasAttribute('inert')) return;
  const control = [...root.querySelectorAll(`[${REPLAY_ATTRIBUTE}]`)].find((element) => element.getAttribute(REPLAY_ATTRIBUTE) === key);
  if (control instanceof HTMLElement) control.click();
}

/**
 * Renders the app behind the picture of its screen that the server put in the page (`snapshot`, sent inert and hidden from
 * assistive technology), and puts the app in its place at the moment it shows the same screen: until then the member
 * sees their data rather than a spinner, and nothing, a person or a test, can reach either twice. A tap on the picture
 * (kept by snapshot-taps.ts, when it has arrived, on the controls marked replayable) is made again on the app's own
 * control of the same key as it takes over.
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
  longestWaitMs?: number;
}): void {
  const { root, snapshot, app } = options;
  root.remove();
  const observer = new MutationObserver(() => {
    if (showsScreen(root)) takeOver();
  });
  const timer = setTimeout(takeOver, options.longestWaitMs ?? LONGEST_WAIT_MS);
  let done = false;
  function takeOver() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    snapshot.replaceWith(root);
    hideBehindOpenDialog(root);
    replayTap(snapshot, root);
  }
  observer.observe(root, { childList: true, subtree: true });
  createRoot(root).render(app);
}
