/**
 * How far down the window an element may begin and still count as seen: below this, on a phone, what a tap opened
 * sits under the fold (or behind the bottom navigation) and the tap seems to have done nothing.
 */
const SEEN_DOWN_TO = 0.7;

/**
 * Scrolls `element` to the top of the window when it begins out of sight: below the part a reader takes in after a
 * tap, or above the window's top (under the sticky header, which its `scroll-margin-top` keeps it clear of). Where it
 * begins in sight (on a desktop, content that opens beside the control) the page stays where it is. Focus stays on the
 * control tapped.
 */
export function bringIntoSight(element: HTMLElement | null): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  const clearOfHeader = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (top >= clearOfHeader - 1 && top <= window.innerHeight * SEEN_DOWN_TO) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}
