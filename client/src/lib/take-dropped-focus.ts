/**
 * A ref for what replaces the control an action was taken with (Vote Recorded after SUBMIT PREDICTION, then the
 * results after it): the control went away and the browser dropped the keyboard's focus on the page's body, from
 * where a screen reader says nothing of what came. The element takes the focus as it appears, and its name is read.
 * Focus that is somewhere else (the user moved on: a share button, another field) stays where it is. The element
 * must be focusable by script (tabIndex -1).
 */
export function takeDroppedFocus(element: HTMLElement | null): void {
  if (!element) return;
  const focused = document.activeElement;
  if (focused && focused !== document.body) return;
  element.focus();
}
