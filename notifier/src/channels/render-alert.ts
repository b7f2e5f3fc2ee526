import {
  CALL_TO_PREDICT,
  NEW_QUESTION_TITLE,
  RESOLUTION_CORRECTED_TITLE,
  resolutionCorrectedLine,
  RESOLVED_TITLE,
  STREAK_REMINDER_LINE,
  streakReminderTitle,
  TEST_BODY,
  TEST_TITLE,
} from '@iec-bets/contracts';
import { escapeHtml, type WhatsAppTemplateMessage } from '@iec-bets/platform';
import { PermanentDeliveryError, type Alert } from '../alerts/alert.js';

/**
 * The words of every alert, per channel, as pure functions: the channels only carry what is rendered here. Titles
 * and the call to action are the SPEC's (section 9, in contracts' alert-texts).
 */

/** How a resolution went for the recipient; someone who did not answer is pointed to the results instead. */
export function verdictFor(wasCorrect: boolean | null): string {
  if (wasCorrect === true) return 'You called it!';
  if (wasCorrect === false) return 'Not this time.';
  return 'See how South Africa predicted.';
}

const correctAnswerLine = (correctOptionText: string) => `The correct answer: ${correctOptionText}.`;

/** Where a click on the alert leads, as a path of the web client. */
export function pathFor(alert: Alert): string {
  switch (alert.kind) {
    case 'new-question':
    case 'streak-reminder':
      return '/vote';
    case 'question-resolved':
    case 'resolution-corrected':
      // The question's page: the answer, the player's own call beside it, how the nation split, and the proof; the
      // points it earned greet the player there, as on any page, until seen.
      return `/questions/${encodeURIComponent(alert.questionId)}/history`;
    case 'test':
      return '/notifications';
  }
}

/** Title and body lines shared by the push notification and the email. */
function headline(alert: Alert): { title: string; lines: string[] } {
  switch (alert.kind) {
    case 'new-question':
      return { title: NEW_QUESTION_TITLE, lines: [alert.questionText, CALL_TO_PREDICT] };
    case 'question-resolved':
      return {
        title: RESOLVED_TITLE,
        lines: [alert.questionText, `${correctAnswerLine(alert.correctOptionText)} ${verdictFor(alert.wasCorrect)}`],
      };
    case 'resolution-corrected':
      return {
        title: RESOLUTION_CORRECTED_TITLE,
        lines: [alert.questionText, `${resolutionCorrectedLine(alert.correctOptionText)} ${verdictFor(alert.wasCorrect)}`],
      };
    case 'streak-reminder':
      return { title: streakReminderTitle(alert.streak), lines: [STREAK_REMINDER_LINE, alert.questionText] };
    case 'test':
      return { title: TEST_TITLE, lines: [TEST_BODY] };
  }
}

/** What the service worker shows: the JSON a push message carries. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other instead of piling up. */
  tag: string;
  /** A new question stays on screen until the user acts on it (SPEC section 9). */
  requireInteraction: boolean;
  /**
   * Whether a message that replaces one still on screen (the same tag) sounds and vibrates as a new one: a streak's
   * reminder replaces the evening before's, and a silent one would remind nobody.
   */
  renotify: boolean;
}

export function pushMessageFor(alert: Alert): PushMessage {
  const { title, lines } = headline(alert);
  return {
    title,
    body: lines.join('\n'),
    url: pathFor(alert),
    tag: tagFor(alert),
    requireInteraction: alert.kind === 'new-question',
    renotify: alert.kind === 'streak-reminder',
  };
}

function tagFor(alert: Alert): string {
  switch (alert.kind) {
    case 'new-question':
      return `question-${alert.questionId}`;
    case 'question-resolved':
    case 'resolution-corrected':
      // The same tag: a correction replaces the resolution's notification if the browser still shows it.
      return `resolved-${alert.questionId}`;
    case 'streak-reminder':
      // One a day at most, and the next day's replaces one still on screen.
      return 'streak-reminder';
    case 'test':
      return 'test';
  }
}

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

const EMAIL_FOOTER = 'You get this email because email alerts are on in your IEC Bets notification settings.';
/** A reminder is one more email than the alerts the footer speaks of: where to stop it alone, and keep the rest. */
const STREAK_REMINDER_FOOTER = 'To stop streak reminders and keep your other alerts, turn them off in your notification settings';

function footerOf(alert: Alert, appOrigin: string | undefined): string {
  if (alert.kind !== 'streak-reminder') return EMAIL_FOOTER;
  const settings = appOrigin ? `: ${new URL('/notifications', appOrigin).toString()}` : '.';
  return `${EMAIL_FOOTER} ${STREAK_REMINDER_FOOTER}${settings}`;
}

/**
 * Plain text and a simple HTML version. The question text is written by an admin but still escaped: it ends up in
 * HTML that mail clients render. `appOrigin` (e.g. https://bets.example.org) adds a link; without it there is none.
 */
export function emailMessageFor(alert: Alert, options: { appOrigin?: string | undefined } = {}): EmailMessage {
  const { title, lines } = headline(alert);
  const link = options.appOrigin ? new URL(pathFor(alert), options.appOrigin).toString() : null;
  const footer = footerOf(alert, options.appOrigin);
  const text = [...lines, ...(link ? [`Open IEC Bets: ${link}`] : []), '', footer].join('\n');
  const html = [
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">Open IEC Bets</a></p>`] : []),
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { subject: title, text, html };
}

/** The approved WhatsApp templates, by configured name (`WHATSAPP_TEMPLATE_*`). */
export interface WhatsAppTemplateNames {
  /** Body: "New IEC Bets Question! {{1}} Make your prediction now!" ({{1}} the question). */
  newQuestion: string;
  /** Body: "Question Resolved! {{1}} The correct answer: {{2}}. {{3}}" (question, Yes/No, verdict). */
  questionResolved: string;
  /**
   * Body: "Resolution Corrected: {{1}} The correct answer is now {{2}}. {{3}}" (question, Yes/No, verdict);
   * `resolution_corrected` when unset.
   */
  resolutionCorrected?: string;
  /**
   * Body: "Keep your {{1}}-day streak! It ends at midnight unless you predict today. {{2}}" (the streak's days, the
   * question). No default: a business needs Meta to approve each template, so without one named here WhatsApp
   * carries no reminder (the fan-out queues none, and a delivery from before fails for good).
   */
  streakReminder?: string | undefined;
  /**
   * Body without placeholders, e.g. "This is a test message from IEC Bets: your alerts reach you."; `test_alert` when
   * unset.
   */
  test?: string;
}

const DEFAULT_CORRECTED_TEMPLATE = 'resolution_corrected';
const DEFAULT_TEST_TEMPLATE = 'test_alert';

/**
 * Businesses may only start a WhatsApp conversation with a pre-approved template, so an alert becomes a template
 * name and the values of its placeholders.
 */
export function whatsappTemplateFor(alert: Alert, names: WhatsAppTemplateNames): WhatsAppTemplateMessage {
  switch (alert.kind) {
    case 'new-question':
      return { name: names.newQuestion, parameters: [templateParameter(alert.questionText)] };
    case 'question-resolved':
    case 'resolution-corrected':
      return {
        name: alert.kind === 'question-resolved' ? names.questionResolved : (names.resolutionCorrected ?? DEFAULT_CORRECTED_TEMPLATE),
        parameters: [
          templateParameter(alert.questionText),
          templateParameter(alert.correctOptionText),
          verdictFor(alert.wasCorrect),
        ],
      };
    case 'streak-reminder':
      if (!names.streakReminder) throw new PermanentDeliveryError('No WhatsApp template is named for streak reminders (WHATSAPP_TEMPLATE_STREAK_REMINDER)');
      return { name: names.streakReminder, parameters: [String(alert.streak), templateParameter(alert.questionText)] };
    case 'test':
      // The approved template holds every word of it: there is nothing to fill in.
      return { name: names.test ?? DEFAULT_TEST_TEMPLATE, parameters: [] };
  }
}

/** The Cloud API refuses parameters with new lines, tabs or more than four spaces in a row, and caps their length. */
const MAX_PARAMETER_LENGTH = 1000;

export function templateParameter(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_PARAMETER_LENGTH ? `${flat.slice(0, MAX_PARAMETER_LENGTH - 1)}…` : flat;
}
