import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CASH_NOTICE_MS, CELEBRATION_CLOSE_MS } from './celebration-timing';

/**
 * While a celebration shows: the cash notice after 2 s, the close after 5 s; a new celebration starts both afresh.
 * `hold(true)` stops the close once a mouse moves onto the popup (not when it opens under a still pointer), and
 * `hold(false)` gives back the time that was left: a reader reaching for its link does not have it taken away.
 * Close and Escape end it at any time.
 */
export function useCelebrationTimers(showing: unknown, onClose: () => void) {
  // The celebration whose cash notice is due: a new celebration does not inherit the last one's notice.
  const [noticeFor, setNoticeFor] = useState<unknown>(null);
  // The celebration the pointer holds, not a flag: a new celebration starts unheld.
  const [heldFor, setHeldFor] = useState<unknown>(null);
  const held = Boolean(showing) && heldFor === showing;
  // What is left of the close's 5 s for the celebration showing, kept across a hold.
  const closeLeft = useRef({ for: null as unknown, ms: CELEBRATION_CLOSE_MS });
  // The caller's latest onClose, so a re-render of the caller does not restart the timers.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!showing) return;
    const notice = setTimeout(() => setNoticeFor(showing), CASH_NOTICE_MS);
    return () => clearTimeout(notice);
  }, [showing]);

  useEffect(() => {
    if (!showing) return;
    if (closeLeft.current.for !== showing) closeLeft.current = { for: showing, ms: CELEBRATION_CLOSE_MS };
    if (held) return;
    const startedAt = Date.now();
    const closing = setTimeout(() => close(), closeLeft.current.ms);
    return () => {
      clearTimeout(closing);
      closeLeft.current.ms = Math.max(0, closeLeft.current.ms - (Date.now() - startedAt));
    };
  }, [showing, held]);

  return { cashNotice: Boolean(showing) && noticeFor === showing, held, hold: (on: boolean) => setHeldFor(on ? showing : null) };
}
