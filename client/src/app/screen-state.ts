import { PENDING_PART_CLASS } from '@/components/pending-part';

/** The class of components/loading-screen.tsx: a spinner standing where content will be. */
const SPINNER = '.loading-screen';

/**
 * Whether the app, rendered into `root`, shows the screen the picture does: a main part with something in it, no
 * spinner, and no part whose code is still loading (components/pending-part.tsx): the server's render waited for
 * every such part, so the picture has it, and swapping before it is there would make it vanish and come back.
 * A read the page did not carry is not waited for: the picture shows its placeholder as well, and the member can use
 * the screen meanwhile.
 */
export function showsScreen(root: Element): boolean {
  const main = root.querySelector('main');
  return Boolean(main?.firstElementChild) && !root.querySelector(`${SPINNER}, .${PENDING_PART_CLASS}`);
}

/**
 * Whether the app shows something of its own to read in place of the picture, if not yet all of it: text in the main
 * part outside any spinner (a part still loading, a nested "Loading results..."), or, with no main part at all, a
 * page that is not a spinner (the app's last-resort failure notice, drawn in place of everything). What it must never
 * be is a blank "Loading..." where the member's screen was: a route's chunk on its way, the session being checked.
 */
export function showsContent(root: Element): boolean {
  const main = root.querySelector('main');
  if (!main) return Boolean(root.firstElementChild) && !root.querySelector(SPINNER);
  const text = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SPINNER) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  while (text.nextNode()) if (text.currentNode.textContent?.trim()) return true;
  return false;
}

/** A dialog open over the page: Radix portals it into <body>, beside #root. */
export const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
