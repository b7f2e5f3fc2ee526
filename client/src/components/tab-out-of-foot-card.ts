import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The stops of Tab within `root`, in document order: none inside an inert or hidden part, none not drawn, and not
 * Radix's focus guards (the empty stops it puts at both ends of the page while a dialog is open, which go with it).
 */
function tabStopsIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      // A link or button taken out of the order (an inactive tab's trigger) is no stop either.
      element.tabIndex >= 0 &&
      !element.closest('[inert], [hidden]') &&
      !element.hasAttribute('data-radix-focus-guard') &&
      (element.checkVisibility?.() ?? true),
  );
}

/**
 * An onKeyDown for a card at the foot of the screen built on Radix's non-modal dialog (a cheer, a resolution told):
 * that dialog loops Tab inside itself (its focus scope's `loop`, with no option to turn it off), so a keyboard user
 * who tabbed into the card was held there until it went. Run before Radix's own handler, this takes Tab on the card's
 * last stop (Shift+Tab on its first) where the browser would from a card at the end of the page: on to the page's
 * first stop, or back to its last. Radix then finds the focus outside the card and leaves it.
 */
export function tabOutOfFootCard(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const card = event.currentTarget;
  const inCard = tabStopsIn(card);
  const focused = document.activeElement;
  const atEdge = event.shiftKey ? focused === inCard[0] : focused === inCard.at(-1);
  if (!atEdge) return;
  const inPage = tabStopsIn(document).filter((element) => !card.contains(element));
  const next = event.shiftKey ? inPage.at(-1) : inPage[0];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
