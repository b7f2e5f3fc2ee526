import { REPLAY_ATTRIBUTE } from '@/lib/replayable';
import { OPEN_DIALOG, showsScreen } from './screen-state';

/** The mark snapshot-taps.ts leaves on the control tapped on the picture (the two files hold it alike: a test checks). */
export const TAPPED_ATTRIBUTE = 'data-tapped';

/** What the member does themselves on the app, after which a tap made on the picture is no longer theirs to replay. */
const OWN_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Makes the tap kept on the picture (snapshot-taps.ts) on the app's own control of the same replay key
 * (lib/replayable.ts: a question and its option, never another's), once and as soon as the app has that control:
 * at the swap if it is drawn already, or when it is drawn later (a part of the screen, or a read, that came after the
 * swap). A tap made at a fixed moment was lost whenever the control was not there yet.
 *
 * The tap is dropped, never made later, once it would no longer be what the member meant: when the screen is whole
 * without that control (the question shows as answered, or is gone), when the member acts on the app themselves,
 * when the app has moved to another address, or behind a dialog (one that opened before the swap keeps #root inert;
 * the member is answering it first).
 */
export function replayTap(snapshot: Element, root: HTMLElement): void {
  const key = snapshot.querySelector(`[${TAPPED_ATTRIBUTE}]`)?.getAttribute(REPLAY_ATTRIBUTE);
  if (!key) return;
  const path = location.pathname;
  const watch = new MutationObserver(attempt);
  function stop() {
    watch.disconnect();
    for (const type of OWN_INPUT) document.removeEventListener(type, stop, true);
  }
  function attempt() {
    if (location.pathname !== path || root.hasAttribute('inert') || document.querySelector(OPEN_DIALOG)) return stop();
    const control = [...root.querySelectorAll(`[${REPLAY_ATTRIBUTE}]`)].find((element) => element.getAttribute(REPLAY_ATTRIBUTE) === key);
    if (control instanceof HTMLElement) {
      // Stopped first: the click changes the screen, and the watch must not see that as a reason to try again.
      stop();
      control.click();
    } else if (showsScreen(root)) stop();
  }
  for (const type of OWN_INPUT) document.addEventListener(type, stop, true);
  watch.observe(root, { childList: true, subtree: true });
  attempt();
}
