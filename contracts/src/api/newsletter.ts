import { z } from 'zod';

const NEEDS_EMAIL = 'Please enter your email address';

export const SubscribeNewsletterRequest = z.object({
  email: z
    .string(NEEDS_EMAIL)
    .trim()
    .min(1, NEEDS_EMAIL)
    .max(254, 'Email address must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address, for example name@example.co.za'))
    // The lowercased address is the subscriber's identity: Name@Example.org and name@example.org are one person.
    .transform((email) => email.toLowerCase()),
  name: z
    .string('Name must be text')
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  /** Where the form was, e.g. 'landing_page'. */
  source: z
    .string('Source must be text')
    .trim()
    .max(50, 'Source must be at most 50 characters')
    .regex(/^[A-Za-z0-9_.-]*$/, 'Source may contain only letters, digits, dots, dashes and underscores')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type SubscribeNewsletterRequest = z.infer<typeof SubscribeNewsletterRequest>;

/** The same answer for a first and a repeated subscription: either way the address is now subscribed. */
export const SubscribeNewsletterResponse = z.object({
  subscribed: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type SubscribeNewsletterResponse = z.infer<typeof SubscribeNewsletterResponse>;
export const SUBSCRIBED_MESSAGE = "You're subscribed!";
/** Said beside SUBSCRIBED_MESSAGE: nothing is sent until the owner of the address confirms it. */
export const CONFIRM_FROM_YOUR_INBOX = 'Check your inbox: open the email we sent and press Confirm within 7 days. Nothing is sent until you do.';

/**
 * How long a subscription waits to be confirmed, from when it was asked for: every link that confirms it stops working
 * then, and the address is erased. Subscribing again after that starts a new subscription, with a new link.
 */
export const NEWSLETTER_CONFIRMATION_LINK_DAYS = 7;

/** 503: this server sends no email (or has no key to sign its links with), so it has no newsletter to subscribe to. */
export const NEWSLETTER_NOT_SET_UP = 'The newsletter is not set up on this server: it sends no email.';

/** 400: a link to confirm that is not one of ours, or has expired. */
export const NEWSLETTER_LINK_INVALID =
  'This newsletter link has expired, or is not one we sent. Subscribe again on the home page for a new one.';

/**
 * 400: a link to leave that is not one we sent (a link to leave never expires): cut short when it was copied, most
 * likely.
 */
export const NEWSLETTER_LEAVE_LINK_INVALID =
  'This link to leave the newsletter is not one we sent, or is incomplete. Use the link at the foot of one of our emails.';

/** 400: a confirmation link for a subscription that has since left the list, or been replaced by a newer one. */
export const NEWSLETTER_SUBSCRIPTION_GONE =
  'This link is for a subscription that has ended, or that a newer one has replaced. Use the newest email, or subscribe again on the home page.';

export const NEWSLETTER_CONFIRMED = "You're on the list. The daily question will come to this address.";
export const NEWSLETTER_UNSUBSCRIBED = "You're off the newsletter list, and your address and name are erased from it.";

/**
 * POST /api/newsletter/confirm: the token from the emailed link's fragment, which no server or log sees. The same
 * shape takes the token of a link to leave (POST /api/newsletter/unsubscribe, from the page the link leads to).
 */
export const NewsletterLinkRequest = z.object({
  token: z.string(NEWSLETTER_LINK_INVALID).min(1, NEWSLETTER_LINK_INVALID).max(500, NEWSLETTER_LINK_INVALID),
});
export type NewsletterLinkRequest = z.infer<typeof NewsletterLinkRequest>;

/**
 * POST /api/newsletter/unsubscribe's query: the token, where a mail program's one-click unsubscribe (RFC 8058) puts
 * it, since it posts only `List-Unsubscribe=One-Click` to the address in the email's List-Unsubscribe header.
 */
const leaveToken = z.string(NEWSLETTER_LEAVE_LINK_INVALID).min(1, NEWSLETTER_LEAVE_LINK_INVALID).max(500, NEWSLETTER_LEAVE_LINK_INVALID);
export const NewsletterUnsubscribeQuery = z.object({ token: leaveToken.optional() });
/** The page's body: the token from the fragment of the link in the email's footer. */
export const NewsletterUnsubscribeBody = z.object({ token: leaveToken.optional() });

export const NewsletterLinkResponse = z.object({ message: z.string() });
export type NewsletterLinkResponse = z.infer<typeof NewsletterLinkResponse>;

/** The pages the emailed links lead to; their tokens ride in the fragment. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Who is writing, first in every email to an address that may not know us: IEC Bets is not the Electoral Commission. */
export const ABOUT_US = 'IEC Bets is a daily prediction game about South African politics (not the Electoral Commission).';

/** The words before the link to leave in every newsletter email: leaving erases the address and name. */
export const NEWSLETTER_LEAVE_LINE = 'To leave the list and have your address erased:';
const leaveLine = (unsubscribeLink: string) => `${NEWSLETTER_LEAVE_LINE} ${unsubscribeLink}`;

/** A moment as South Africans read it, e.g. "8 March 2026 at 10:00". */
const inSouthAfrica = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Johannesburg',
});

/**
 * The email that asks the owner of a newly subscribed address to confirm it by `deadline`, when the link stops working
 * and the address, unconfirmed, is erased.
 */
export function newsletterConfirmationEmail(links: { confirm: string; unsubscribe: string }, deadline: Date): { subject: string; text: string } {
  return {
    subject: 'Confirm your IEC Bets newsletter',
    text: [
      ABOUT_US,
      'This address was given to get its daily question by email.',
      '',
      `To confirm, open this link and press Confirm by ${inSouthAfrica.format(deadline)} (South African time):`,
      links.confirm,
      '',
      'Not you? Ignore this email: nothing more is sent here, and the address is erased when that time is up.',
      `Or remove it now: ${links.unsubscribe}`,
    ].join('\n'),
  };
}

/** Sent instead of a confirmation to an address that is on the list already: the form told the visitor to look. */
export function newsletterAlreadySubscribedEmail(links: { unsubscribe: string }): { subject: string; text: string } {
  return {
    subject: 'You already get the IEC Bets newsletter',
    text: [
      ABOUT_US,
      'This address was given again to get its daily question by email. It already gets it, so nothing has changed.',
      '',
      leaveLine(links.unsubscribe),
    ].join('\n'),
  };
}

export const NOT_ON_THE_NEWSLETTER = 'That address is not on the newsletter list';

/** An entry of the admins' newsletter list; `id` is the subscriber id: 64 hexadecimal characters that name the address without spelling it out. */
export const NewsletterSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  source: z.string().nullable(),
  subscribedAt: z.iso.datetime(),
  /** When the owner confirmed it from the emailed link; null while it waits, when nothing is sent to the address. */
  confirmedAt: z.iso.datetime().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;
export const NewsletterSubscriberList = z.array(NewsletterSubscriber);
