/**
 * Marks a part of a focus-kept region (use-focus-kept.ts) that the keyboard can be put back in: a row, or a list of
 * rows. The part is named by its heading (aria-labelledby), and that heading, focusable by script (tabIndex -1), is
 * where the focus lands: its name is read, and the next Tab goes on to the part's own buttons.
 */
const FOCUS_PLACE = 'data-focus-place';

/** Spread on a row or a list (`<li {...focusPlace}>`) to mark it as a place. */
export const focusPlace = { [FOCUS_PLACE]: '' } as const;

/** The heading that names `place`, when it can take the focus. */
function headingOf(place: Element): HTMLElement | null {
  const id = place.getAttribute('aria-labelledby')?.split(' ')[0];
  const heading = id ? document.getElementById(id) : null;
  return heading && place.contains(heading) && heading.tabIndex === -1 ? heading : null;
}

const isPlace = (node: Node | null): node is Element => node instanceof Element && node.isConnected && node.hasAttribute(FOCUS_PLACE);

/**
 * Where the keyboard goes once `gone`, the control it was on, has been taken out of `region` by one of `records`:
 * - its row left the list (published to the other list, deleted): the row after it, or the one before if it was the
 *   last, so the user carries on down the list from where they were;
 * - its row stayed (resolved, archived: the step taken gives way to the next one): that row;
 * - the list lost its last row: the list, which now says it is empty.
 * Null where no marked place is left: the region itself takes the focus then.
 */
export function placeAfter(gone: Element, records: MutationRecord[], region: Element): HTMLElement | null {
  for (const record of records) {
    const removed = [...record.removedNodes].find((node) => node === gone || node.contains(gone));
    if (!removed) continue;
    if (removed instanceof Element && removed.hasAttribute(FOCUS_PLACE)) {
      const neighbour = [record.nextSibling, record.previousSibling].find(isPlace);
      const heading = neighbour && headingOf(neighbour);
      if (heading) return heading;
    }
    const around = record.target instanceof Element ? record.target.closest(`[${FOCUS_PLACE}]`) : null;
    return around?.isConnected && region.contains(around) ? headingOf(around) : null;
  }
  return null;
}
