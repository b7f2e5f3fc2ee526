import { useEffect, useRef, useState } from 'react';
import { CASH_NOTICE_MS, CELEBRATION_CLOSE_MS } from './celebration-timing';

/** While a celebration shows: the cash notice after 2 s, the close after 5 s; a new celebration starts both afresh. */
export function useCelebrationTimers(showing: unknown, onClose: () => void) {
  const [cashNotice, setCashNotice] = useState(false);
  // The caller's latest onClose, so a re-render of the caller does not restart the timers.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    setCashNotice(false);
    if (!showing) return;
    const notice = setTimeout(() => setCashNotice(true), CASH_NOTICE_MS);
    const closing = setTimeout(() => close.current(), CELEBRATION_CLOSE_MS);
    return () => {
      clearTimeout(notice);
      clearTimeout(closing);
    };
  }, [showing]);

  return cashNotice;
}
