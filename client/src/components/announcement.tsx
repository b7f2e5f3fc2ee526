import { useEffect, useState } from 'react';

/** How long the region stands empty before its words come: long enough for a screen reader to have met it. */
export const ANNOUNCEMENT_DELAY_MS = 150;

/**
 * Says `text` to screen readers once, politely, for what appears without taking the focus (the cheer at the foot of
 * /vote, the card of a wrong call): a live region that arrives with its words already in it is not announced by every
 * reader, so this one arrives empty and is given them a moment later.
 */
export function Announcement({ text }: { text: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="visually-hidden" role="status">
      {said}
    </p>
  );
}
