/**
 * Keeps a member's tap on the picture of their screen (app/page-snapshot.ts) for the app to make once it takes over.
 *
 * The picture shows the member's data a second or more before the app's scripts arrive on a slow phone, and a tap on
 * it went nowhere: the person pressed YES and nothing happened. This script, a few hundred bytes that the page names
 * ahead of the app's, lets the controls marked replayable (lib/replayable.ts: a question's options) take a tap: it
 * outlines the control tapped (the last one, should there be more) and does nothing else, and the app makes the same
 * tap on its own control of the same key when it takes the picture's place. Everything else in the picture stays out
 * of reach of the pointer and the keyboard, and all of it hidden from assistive technology. Without this script (not
 * arrived, or failed) the picture stays inert, as the page sent it.
 *
 * It imports nothing, so that it is one small file of its own rather than a share of the app's chunks.
 */

/** The picture's element: `PAGE_SNAPSHOT_ID` of the contracts (a test holds the two together). */
export const SNAPSHOT_ELEMENT_ID = 'page-snapshot';
/** The mark on the control tapped, which page-snapshot.ts reads (its TAPPED_ATTRIBUTE: a test holds the two together). */
export const TAPPED_ATTRIBUTE = 'data-tapped';
/** lib/replayable.ts's REPLAY_ATTRIBUTE (a test holds the two together). */
export const REPLAY_ATTRIBUTE = 'data-replay';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]';

/** Lets the replayable controls of `snapshot` take taps, kept as a mark on the control tapped. */
export function keepTapsOn(snapshot: HTMLElement): void {
  // Inert, a picture is skipped by the pointer altogether. The stylesheet gives the pointer to the replayable controls
  // alone once this attribute is set; the keyboard reaches none of it.
  snapshot.removeAttribute('inert');
  snapshot.setAttribute('data-keeps-taps', '');
  for (const element of snapshot.querySelectorAll(FOCUSABLE)) element.setAttribute('tabindex', '-1');
  const replayable = (event: Event) => (event.target instanceof Element ? event.target.closest(`[${REPLAY_ATTRIBUTE}]`) : null);
  // No focus inside a picture hidden from assistive technology, and none to lose at the swap.
  snapshot.addEventListener('mousedown', (event) => event.preventDefault(), true);
  snapshot.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      event.stopPropagation();
      const control = replayable(event);
      if (!control || !snapshot.contains(control)) return;
      snapshot.querySelector(`[${TAPPED_ATTRIBUTE}]`)?.removeAttribute(TAPPED_ATTRIBUTE);
      control.setAttribute(TAPPED_ATTRIBUTE, '');
    },
    true,
  );
}

/**
 * Once the page is parsed: `readystatechange` to "interactive" comes before the app's deferred entry runs, where
 * `DOMContentLoaded` would come only after it, too late for the taps this is for.
 */
function start(): void {
  if (document.readyState === 'loading') return;
  document.removeEventListener('readystatechange', start);
  const snapshot = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (snapshot) keepTapsOn(snapshot);
}

// Loaded async from the head, it may run before the body is parsed.
if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('readystatechange', start);
  else start();
}
