import { southAfricanDay } from '@iec-bets/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { publicQuestionsQuery } from '@/api/get-public-questions';
import { formatLongDate } from '@/lib/dates';
import { formatCountdown, nextScheduledDay, nextSouthAfricanMidnight } from '../lib/next-questions';
import { BROWSER_NOTIFICATIONS_SETTINGS, PROFILE_SETTINGS } from '@/lib/settings-paths';

/**
 * When the next questions come. Questions are scheduled by South African day and open at midnight there; the card
 * counts down to that midnight only when a question is set for tomorrow (the public list holds those published ahead
 * of their day), names the day when the next one is further off, and says so when none is set yet, rather than
 * promise questions no admin has scheduled. It points to alerts for ones published during the day: the profile's
 * Settings, where every channel shows, browser notifications among them (/notifications holds only email and
 * WhatsApp).
 */
export function NextQuestionsCountdown({ alertsOn }: { alertsOn: boolean }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  // The list the landing page and Election Predictions poll, read here as often as today's questions are: a question
  // published ahead of its day sends no /ws message (it is not open yet), so only a read finds it.
  const published = useQuery({ ...publicQuestionsQuery(), refetchInterval: 60_000 });
  const next = nextSouthAfricanMidnight(now);
  // Unknown until the list arrives (or if it cannot): meanwhile the card claims no more than that days begin at
  // midnight. The midnight counted to begins tomorrow's South African day. The big line keeps its place in every case,
  // so the card does not jump when the list arrives.
  const scheduled = published.data ? nextScheduledDay(published.data, now) : undefined;
  const counting = scheduled === undefined || scheduled === southAfricanDay(next);
  const notifications = <Link to={BROWSER_NOTIFICATIONS_SETTINGS}>Turn on notifications</Link>;
  // A player with an alert channel on already hears of them: asked again to turn notifications on, they would wonder
  // whether their email or WhatsApp alerts work. Their alerts are listed, every channel, in the profile's Settings.
  const alerts = <Link to={PROFILE_SETTINGS}>Your alerts</Link>;
  const sooner = alertsOn ? <>{alerts} tell you of any published sooner.</> : <>{notifications} to hear of any published sooner.</>;

  return (
    <section className="card loop-card" aria-labelledby="next-questions">
      <h2 id="next-questions">Next questions</h2>
      {counting ? (
        <p className="countdown" role="timer" aria-live="off">
          <time dateTime={next.toISOString()}>{formatCountdown(next.getTime() - now.getTime())}</time>
        </p>
      ) : (
        <p className="countdown">{scheduled ? formatLongDate(scheduled) : 'Not scheduled yet'}</p>
      )}
      <p className="muted">
        {scheduled === undefined ? (
          <>New questions open at midnight, South African time. {sooner}</>
        ) : counting ? (
          <>Tomorrow's questions open at midnight, South African time. {sooner}</>
        ) : scheduled ? (
          <>The next question opens that day, at midnight South African time. {sooner}</>
        ) : alertsOn ? (
          <>No new question is scheduled yet. {alerts} tell you of the next one as soon as it is published.</>
        ) : (
          <>No new question is scheduled yet. {notifications} to hear of the next one as soon as it is published.</>
        )}
      </p>
    </section>
  );
}
