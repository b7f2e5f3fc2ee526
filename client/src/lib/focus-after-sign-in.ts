/** Marks the control the keyboard goes on from once signing in has taken away the one that opened the dialog. */
export const AFTER_SIGN_IN = 'data-after-sign-in';

/** The member's screen loads its parts and reads before it shows the control: a few seconds, at most. */
const WAIT_MS = 10_000;

/**
 * Signing in from the landing page puts the member's screen in its place, and the YES or NO that opened the dialog
 * goes with it, a moment after the dialog has handed the focus back to it: the browser leaves the focus on the page's
 * body, and a keyboard would start again from the logo. For a few seconds, the marked control (the SUBMIT PREDICTION
 * of the pick carried through) takes the focus as it appears, if the focus is still where the dialog left it
 * (`handedTo`) or nowhere; focus the person has put somewhere else stays there.
 */
export function focusMarkedControlAfterSignIn(handedTo: Element | null): void {
  /** True once there is nothing more to wait for: the control took the focus, or the person moved it. */
  const tookFocus = (): boolean => {
    const focused = document.activeElement;
    const leftAsItWas = !focused || focused === document.body || !focused.isConnected || focused === handedTo;
    if (!leftAsItWas) return true;
    const control = document.querySelector<HTMLElement>(`[${AFTER_SIGN_IN}]`);
    control?.focus();
    return control !== null && document.activeElement === control;
  };
  if (tookFocus()) return;
  const observer = new MutationObserver(() => {
    if (tookFocus()) stop();
  });
  const timer = setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: [AFTER_SIGN_IN] });
}
