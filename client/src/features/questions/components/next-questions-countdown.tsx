import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCountdown, nextSouthAfricanMidnight } from '../lib/next-questions';

/**
 * When the next questions come. Questions are scheduled by South African day, so tomorrow's open at midnight there;
 * the card says exactly that rather than promise a time no admin has set, and points to alerts for ones published
 * during the day: the profile's Settings, where every channel shows, browser notifications among them (/notifications
 * holds only email and WhatsApp).
 */
export function NextQuestionsCountdown() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const next = nextSouthAfricanMidnight(now);
  return (
    <section className="card loop-card" aria-labelledby="next-questions">
      <h2 id="next-questions">Next questions</h2>
      <p className="countdown" role="timer" aria-live="off">
        <time dateTime={next.toISOString()}>{formatCountdown(next.getTime() - now.getTime())}</time>
      </p>
      <p className="muted">
        Tomorrow's questions open at midnight, South African time. <Link to="/profile?tab=settings#browser-notifications">Turn on notifications</Link> to hear of
        any published sooner.
      </p>
    </section>
  );
}
