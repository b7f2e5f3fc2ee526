import { ABOUT_US, CALL_TO_PREDICT, NEW_QUESTION_TITLE, NEWSLETTER_LEAVE_LINE } from '@iec-bets/contracts';
import { escapeHtml, oneClickUnsubscribeHeaders } from '@iec-bets/platform';
import type { NewQuestionAlert } from '../alerts/alert.js';
import type { EmailMessage } from './render-alert.js';

/** The links of one subscriber's newsletter email, made for their subscription (see newsletterLinks). */
export interface NewsletterEmailLinks {
  /** The site's home page, where visitors see the public questions: a subscriber may have no account. */
  home: string;
  /** The page that leaves the list, for the person reading: the footer's link. */
  unsubscribePage: string;
  /** Where a mail program posts its one-click unsubscribe (RFC 8058): the List-Unsubscribe header's address. */
  oneClickUnsubscribe: string;
  /** An address the subscriber may also write to, to be taken off the list (`PRIVACY_CONTACT_EMAIL`), when set. */
  contactEmail?: string;
}

export interface NewsletterEmail extends EmailMessage {
  /** List-Unsubscribe and List-Unsubscribe-Post, which give mail programs their own "Unsubscribe" button. */
  headers: Record<string, string>;
}

export const NEWSLETTER_FOOTER = 'You get this email because you subscribed to the IEC Bets daily question.';
const HOME_LINE = 'Predict on IEC Bets:';
const writeToUs = (address: string) => `Or write to ${address} to have these emails stopped.`;

/**
 * The daily question as a newsletter email, in plain text and simple HTML (the question's text escaped: an admin wrote
 * it, but it ends up in HTML that mail clients render). Every one carries the plain link to leave the list, and the
 * headers for a mail program's one-click unsubscribe (RFC 8058): it posts `List-Unsubscribe=One-Click` to the
 * address in List-Unsubscribe, which holds the token itself, since the post carries nothing else. Its footer says who
 * sends it and, where the server has a privacy contact, an address to write to: POPIA asks both of every email a
 * list sends (s69(4)).
 */
export function newsletterEmailFor(alert: NewQuestionAlert, links: NewsletterEmailLinks): NewsletterEmail {
  const lines = [alert.questionText, CALL_TO_PREDICT];
  const writeLine = links.contactEmail ? [writeToUs(links.contactEmail)] : [];
  const text = [...lines, `${HOME_LINE} ${links.home}`, '', NEWSLETTER_FOOTER, ABOUT_US, `${NEWSLETTER_LEAVE_LINE} ${links.unsubscribePage}`, ...writeLine].join('\n');
  const html = [
    `<h1 style="font-size:20px">${escapeHtml(NEW_QUESTION_TITLE)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(links.home)}">Predict on IEC Bets</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(NEWSLETTER_FOOTER)}<br>${escapeHtml(ABOUT_US)}<br>` +
      `${escapeHtml(NEWSLETTER_LEAVE_LINE)} <a href="${escapeHtml(links.unsubscribePage)}">Unsubscribe</a>` +
      writeLine.map((line) => `<br>${escapeHtml(line)}`).join('') +
      '</p>',
  ].join('\n');
  return {
    // The question itself: a subject the same every day would have mail programs thread them all as one.
    subject: `Today's IEC Bets question: ${alert.questionText}`,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(links.oneClickUnsubscribe),
  };
}
