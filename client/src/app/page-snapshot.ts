import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PENDING_PART_CLASS } from '@/components/pending-part';

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

/** Whether two controls read alike: the same kind, the same words, the same accessible name. */
function alike(a: Element, b: Element): boolean {
  return a.tagName === b.tagName && a.textContent?.trim() === b.textContent?.trim() && a.getAttribute('aria-label') === b.getAttribute('aria-label');
}

/**
 * Clicks the app's control that matches the one tapped on the picture (snapshot-taps.ts): the n-th of the controls
 * that read alike in the app, as the tapped one was the n-th in the picture. Should the two not hold as many such
 * controls (the app moved on: a new question, a badge), nothing is clicked rather than perhaps the wrong one.
 */
export function replayTap(snapshot: Element, root: Element): void {
  const tapped = snapshot.querySelector(`[${TAPPED_ATTRIBUTE}]`);
  if (!tapped) return;
  const inPicture = [...snapshot.querySelectorAll(tapped.tagName)].filter((element) => alike(element, tapped));
  const inApp = [...root.querySelectorAll(tapped.tagName)].filter((element) => alike(element, tapped));
  if (inPicture.length !== inApp.length) return;
  const control = inApp[inPicture.indexOf(tapped)];
  if (control instanceof HTMLElement) control.click();
}

/**
 * Renders the app behind the picture of its screen that the server put in the page (`snapshot`, inert and hidden from
 * assistive technology), and puts the app in its place at the moment it shows the same screen: until then the member
 * sees their data rather than a spinner, and nothing, a person or a test, can reach either twice. A tap on the picture
 * (kept by snapshot-taps.ts, when it has arrived) is replayed on the app's own control as it takes over.
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
