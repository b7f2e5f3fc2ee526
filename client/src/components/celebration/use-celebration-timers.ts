import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CASH_NOTICE_MS, CELEBRATION_CLOSE_MS } from './celebration-timing';

/**
 * While a celebration shows: the cash notice after 2 s, the close after 5 s; a new celebration starts both afresh.
 * `hold(true)` stops the close once the pointer moves onto the popup (not when the popup opens under a still pointer), and `hold(false)` gives back the time that was
 * left: a reader who is still reading, or reaching for the link, does not have it taken away (WCAG 2.2.1).
 */
export function useCelebrationTimers(showing: unknown, onClose: () => void) {
  // The celebration whose cash notice is due: a new celebration does not inherit the last one's notice.
  const [noticeFor, setNoticeFor] = useState<unknown>(null);
  const [held, setHeld] = useState(false);
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

  return { cashNotice: Boolean(showing) && noticeFor === showing, held, hold: setHeld };
}
