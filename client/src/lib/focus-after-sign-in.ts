/** Marks the control the keyboard goes on from once signing in has taken away the one that opened the dialog. */
export const AFTER_SIGN_IN = 'data-after-sign-in';

/** The member's screen loads its parts and reads before it shows the control: a few seconds, at most. */
const WAIT_MS = 10_000;

/**
 * Signing in puts the member's screen in place of the visitor's page, and the control that opened the dialog (YES or
 * NO, Join, Create Account) goes with it, a moment after the dialog has handed the focus back to it: the browser leaves
 * the focus on the page's body, and a keyboard would start again from the toast and the logo. For a few seconds, while
 * the focus is still where the dialog left it (`handedTo`) or nowhere, the marked control (the SUBMIT PREDICTION of the
 * pick carried through) takes it as it appears. Until it does, or when no control is marked, the screen's main heading
 * holds it (the main area, while the screen is loading), so the keyboard and a screen reader start on the new screen.
 * Focus the person has put somewhere else stays there. Deleting one's account is the same change the other way (the
 * profile and its dialog give way to the landing page), and uses it too.
 */
export function focusAfterSignIn(handedTo: Element | null): void {
  // The shell's main area stays as the screens in it change: its going means the app has gone, and the wait with it.
  const main = document.querySelector('main');
  /** What holds the focus meanwhile: it is this wait's to move on, as the body is. */
  let holder: HTMLElement | null = null;
  /** True once there is nothing more to wait for: the control took the focus, or the person moved it. */
  const tookFocus = (): boolean => {
    const focused = document.activeElement;
    const leftAsItWas = !focused || focused === document.body || !focused.isConnected || focused === handedTo || focused === holder;
    if (!leftAsItWas || (main && !main.isConnected)) return true;
    const control = document.querySelector<HTMLElement>(`[${AFTER_SIGN_IN}]`);
    control?.focus();
    if (control && document.activeElement === control) return true;
    // Still on the control that opened the dialog: the visitor's page has not given way yet (or it stays, and so may
    // the focus).
    if (focused === handedTo && handedTo?.isConnected) return false;
    holder = main?.querySelector('h1') ?? main;
    if (holder) focusForNow(holder);
    return false;
  };
  if (tookFocus()) return;
  const observer = new MutationObserver(() => {
    if (tookFocus()) stop();
  });
  const timer = setTimeout(stop, WAIT_MS);
  // The person taking over (a press, a click, a key) ends the wait: a click on the page puts the focus on its body,
  // which the wait would otherwise take for focus nobody moved, and pull back to the heading at the next change.
  const takenOver = { capture: true, once: true } as const;
  document.addEventListener('pointerdown', stop, takenOver);
  document.addEventListener('keydown', stop, takenOver);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, takenOver);
    document.removeEventListener('keydown', stop, takenOver);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: [AFTER_SIGN_IN] });
}

/**
 * Focuses a heading or the main area, which take the focus only from script (tabIndex -1), and only while they have
 * it: left focusable, a click on anything in the main area would focus it rather than leave the focus on the page, and
 * what replaces a pressed control would not take it (take-dropped-focus.ts). The shell does the same for a new page
 * opened from the footer (use-top-of-new-page.ts).
 */
function focusForNow(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    const unfocusable = () => element.removeAttribute('tabindex');
    element.addEventListener('blur', unfocusable, { once: true });
    document.addEventListener('pointerdown', unfocusable, { once: true });
    element.tabIndex = -1;
  }
  element.focus();
}
