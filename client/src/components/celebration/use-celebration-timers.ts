import { useEffect, useEffectEvent, useState } from 'react';
import { CASH_NOTICE_MS, CELEBRATION_CLOSE_MS } from './celebration-timing';

/** While a celebration shows: the cash notice after 2 s, the close after 5 s; a new celebration starts both afresh. */
export function useCelebrationTimers(showing: unknown, onClose: () => void) {
  // The celebration whose cash notice is due: a new celebration does not inherit the last one's notice.
  const [noticeFor, setNoticeFor] = useState<unknown>(null);
  // The caller's latest onClose, so a re-render of the caller does not restart the timers.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!showing) return;
    const notice = setTimeout(() => setNoticeFor(showing), CASH_NOTICE_MS);
    const closing = setTimeout(() => close(), CELEBRATION_CLOSE_MS);
    return () => {
      clearTimeout(notice);
      clearTimeout(closing);
    };
  }, [showing]);

  return Boolean(showing) && noticeFor === showing;
}
