/**
 * How far down the window an element may begin and still count as seen: below this, on a phone, what a tap opened
 * sits under the fold (or behind the bottom navigation) and the tap seems to have done nothing.
 */
const SEEN_DOWN_TO = 0.7;

export interface SightOptions {
  /**
   * The last element that must be seen with `element` (a part of it, or something after it): the stretch from
   * `element`'s top through this one's bottom must end within `seenDownTo`. By default `element`'s top alone counts.
   */
  through?: HTMLElement | null;
  /** The fraction of the window's height, from its top, within which the stretch must lie to count as seen. */
  seenDownTo?: number;
}

/**
 * Scrolls `element` to the top of the window when it begins out of sight: below the part a reader takes in after a
 * tap, or above the window's top (under the sticky header, which the page's `scroll-padding-top` keeps it clear of).
 * Where it begins in sight (on a desktop, content that opens beside the control) the page stays where it is. Focus
 * stays on the control tapped.
 */
export function bringIntoSight(element: HTMLElement | null, { through, seenDownTo = SEEN_DOWN_TO }: SightOptions = {}): void {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  const end = through ? through.getBoundingClientRect().bottom : top;
  const clearOfHeader =
    (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(element).scrollMarginTop) || 0);
  if (top >= clearOfHeader - 1 && end <= window.innerHeight * seenDownTo) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}
