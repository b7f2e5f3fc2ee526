/** The moments that announce a likely click: a pointer resting on an element, a finger touching it, keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `handler` with the element under the user's intent, whenever a pointer rests on, a finger touches or the
 * keyboard focuses something on the page. One passive listener per event on the document serves every link, present
 * and future, so preloading needs no wiring per link. Returns the function that removes the listeners.
 */
export function onLinkIntent(handler: (target: Element) => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Element) handler(event.target);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, listener);
  };
}
