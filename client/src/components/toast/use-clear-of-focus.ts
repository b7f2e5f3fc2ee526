import { type RefObject, useLayoutEffect } from 'react';

/** The widths at which the stylesheet lays a phone out (styles.css), with its keyboard over the foot of the screen. */
const PHONE = '(max-width: 59.99rem)';

/** Whether the element brings up a phone's keyboard, as the stylesheet counts them. */
const isTextEntry = (element: HTMLElement) =>
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio');

/** Whether two boxes on the screen share any area. */
const overlap = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Keeps the toast list clear of the control that has the focus: where the stylesheet's place for it would cover that
 * control (a copy button pressed at the foot of a phone's screen, an admin's tabs under a desktop's toast), the list
 * goes to the other end of the screen (`data-place`, see styles.css). Measured as each toast shows, and again as the
 * focus moves while it does. The pointer's press would have hidden what it pressed; the keyboard's, what it is on.
 */
export function useClearOfFocus(list: RefObject<HTMLElement | null>, toastId: number | undefined): void {
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || toastId === undefined) return;
    const place = () => {
      const focused = document.activeElement;
      // A press on the toast itself (its Dismiss, or the toast to swipe it) focuses it: it stays where it is, or the
      // press would end elsewhere.
      if (focused instanceof Node && element.contains(focused)) return;
      element.removeAttribute('data-place');
      if (!(focused instanceof HTMLElement) || focused === document.body) return;
      // On a phone, a text field with the focus has the keyboard up over the screen's foot (styles.css): the toast
      // stays above it, even over the field. (The unit tests' DOM has no media queries, nor any layout to measure.)
      if (isTextEntry(focused) && window.matchMedia?.(PHONE).matches) return;
      const where = element.getBoundingClientRect();
      const control = focused.getBoundingClientRect();
      // A region with the focus (a panel, a list) may fill the screen: no end is clear of it, and the list stays put.
      if (where.height === 0 || control.height > window.innerHeight / 3 || !overlap(where, control)) return;
      element.setAttribute('data-place', where.top + where.height / 2 < window.innerHeight / 2 ? 'bottom' : 'top');
    };
    place();
    // Radix puts the toast in the list some renders after the list's own (more on a page's first toast, whose
    // region loads with it): measured again as the list takes its size. Moving it does not resize it.
    // Every browser the app runs in has it; the unit tests' DOM, which lays nothing out to measure, has not.
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    sized?.observe(element);
    document.addEventListener('focusin', place);
    return () => {
      sized?.disconnect();
      document.removeEventListener('focusin', place);
      element.removeAttribute('data-place');
    };
  }, [list, toastId]);
}
