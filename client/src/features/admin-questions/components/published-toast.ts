import type { AlertChannelsResponse } from '@iec-bets/contracts';
import type { ToastMessage } from '@/components/toast/toast-context';

/** The channels in the order the settings screen lists them, named as a player knows them. */
const CHANNELS = [
  ['push', 'browser notification'],
  ['email', 'email'],
  ['whatsapp', 'WhatsApp'],
] as const;

const inWords = (names: readonly string[]) => new Intl.ListFormat('en-ZA', { type: 'conjunction' }).format(names);

/** The question's day as publishing meets it: today, ahead (the long date it opens), or passed. */
export type PublishedDay = { kind: 'today' } | { kind: 'ahead'; opensOn: string } | { kind: 'passed' };

/**
 * The toast once a question is published. It claims only the alerts this server can deliver
 * (GET /api/notifications/channels): with email and WhatsApp not set up, "Notifications sent to all users" told the
 * admin that alerts went where none could. The SPEC's words stay for a server that delivers on every channel; while
 * the channels are not known yet, the toast says what is certain.
 *
 * A question published ahead of its day takes no answer until then, and its alerts wait for that day too (the
 * notifier holds them): the toast says when, rather than that notifications were sent. One dated a day that has
 * passed takes no answer at all, so the notifier tells nobody to predict it, and the toast says so.
 */
export function publishedToast(channels: AlertChannelsResponse | undefined, day: PublishedDay = { kind: 'today' }): ToastMessage {
  if (day.kind === 'passed') {
    return { title: 'Question published!', description: 'Its day has passed, so it is listed with past questions and no alert goes out.' };
  }
  const opening = day.kind === 'ahead' ? `It opens for predictions on ${day.opensOn}` : undefined;
  if (!channels) return opening ? { title: 'Question published!', description: `${opening}.` } : { title: 'Question published!' };
  const on = CHANNELS.filter(([channel]) => channels[channel].available).map(([, name]) => name);
  const off = CHANNELS.filter(([channel]) => !channels[channel].available).map(([, name]) => name);
  if (off.length === 0) {
    return opening
      ? { title: 'Question published!', description: `${opening}, and notifications go to all users then.` }
      : { title: 'Question published! Notifications sent to all users.' };
  }
  // The outcome in the title, what it means for the alerts below it: one long bold sentence read as a wall.
  const alerts =
    on.length === 0
      ? 'No alerts go out: no alert channel is set up on this server.'
      : `Alerts go out${opening ? ' then,' : ''} by ${inWords(on)} only: ${inWords(off)} ${off.length === 1 ? 'is' : 'are'} not set up on this server.`;
  return { title: 'Question published!', description: opening ? `${opening}. ${alerts}` : alerts };
}
