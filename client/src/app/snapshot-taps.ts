/**
 * Keeps a member's tap on the picture of their screen (app/page-snapshot.ts) for the app to replay once it takes over.
 *
 * The picture shows the member's data a second or more before the app's scripts arrive on a slow phone, and a tap on
 * it went nowhere: the person pressed YES and nothing happened. This script, a few hundred bytes that the page asks
 * for ahead of the app, lets the picture be tapped: it marks the control tapped (the last one, should there be more)
 * and takes nothing further, and the app clicks the same control of its own when it takes the picture's place. A link
 * is left to work as a link: the browser loads the page it names. Without this script (it has not arrived, or it
 * failed) the picture stays inert, as the page sent it.
 *
 * It imports nothing, so that it is one small file of its own rather than a share of the app's chunks.
 */

/** The picture's element: `PAGE_SNAPSHOT_ID` of the contracts (a test holds the two together). */
export const SNAPSHOT_ELEMENT_ID = 'page-snapshot';
/** The mark on the control tapped, which page-snapshot.ts reads (its TAPPED_ATTRIBUTE: a test holds the two together). */
export const TAPPED_ATTRIBUTE = 'data-tapped';

const CONTROLS = 'button, [role="button"], [role="tab"], input, select, textarea, label';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Lets `snapshot` take taps, kept as a mark on the control tapped. */
export function keepTapsOn(snapshot: HTMLElement): void {
  // Inert, a picture is skipped by the pointer altogether; it stays hidden from assistive technology, and out of the
  // keyboard's way, which meets the app itself.
  snapshot.removeAttribute('inert');
  snapshot.setAttribute('data-keeps-taps', '');
  for (const element of snapshot.querySelectorAll(FOCUSABLE)) element.setAttribute('tabindex', '-1');
  snapshot.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      if (link && !link.getAttribute('href')?.startsWith('#')) return;
      event.preventDefault();
      event.stopPropagation();
      const control = target?.closest(CONTROLS);
      if (!control || !snapshot.contains(control)) return;
      snapshot.querySelector(`[${TAPPED_ATTRIBUTE}]`)?.removeAttribute(TAPPED_ATTRIBUTE);
      control.setAttribute(TAPPED_ATTRIBUTE, '');
    },
    true,
  );
}

function start(): void {
  const snapshot = document.getElementById(SNAPSHOT_ELEMENT_ID);
  if (snapshot) keepTapsOn(snapshot);
}

// Loaded async from the head, it may run before the body is parsed.
if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
