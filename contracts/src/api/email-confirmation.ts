import { z } from 'zod';

/**
 * Confirming an email address: a link mailed to it proves that its owner reads it. An address given at sign-up or in
 * Notification Settings is unconfirmed until a link to it is opened; any change of address, back to an earlier one
 * included, leaves the account unconfirmed until a link to the address it now has is opened (an unexpired one mailed
 * to that address before will do: whoever opens it reads that mailbox). The link's token is signed, not stored, and
 * holds only while the account has the address it was mailed to.
 */

/** How long a link to confirm an address works: a day, as a sign-up's mail may sit unread overnight. */
export const EMAIL_CONFIRMATION_LINK_HOURS = 24;

/** 400: the link is not one we made, has expired, or the account has changed its address since (or is gone). */
export const EMAIL_CONFIRMATION_LINK_INVALID =
  'This link to confirm your email address has expired, or your address has changed since it was sent. Sign in and send a new one from Notification Settings.';

/** 503: this server sends no email, or has no key to sign links with, so no address can be confirmed on it. */
export const EMAIL_CONFIRMATION_NOT_SET_UP =
  'Confirming an email address is not set up on this server. Please ask the people who run it for help.';

/** 503: the mail server did not take the link just asked for. */
export const EMAIL_CONFIRMATION_NOT_SENT = 'We could not send the link just now. Please try again in a few minutes.';

/** 400: a link was asked for an account that has no address. */
export const NO_EMAIL_TO_CONFIRM = 'There is no email address to confirm: please enter yours and save it first';

/** 409: a link was asked for an address that is confirmed already. */
export const EMAIL_ALREADY_CONFIRMED = 'Your email address is already confirmed';

export const EMAIL_CONFIRMED = 'Your email address is confirmed. Thank you!';

/** The answer to a request for a new link: where it went (masked, as the notice of a change of address masks it). */
export const emailConfirmationSent = (maskedAddress: string) =>
  `A link to confirm your address is on its way to ${maskedAddress}. It works for ${EMAIL_CONFIRMATION_LINK_HOURS} hours.`;

/** POST /api/auth/confirm-email: the token from the emailed link (its fragment, which no server or log sees). */
export const ConfirmEmailRequest = z.object({
  token: z.string(EMAIL_CONFIRMATION_LINK_INVALID).min(1, EMAIL_CONFIRMATION_LINK_INVALID).max(500, EMAIL_CONFIRMATION_LINK_INVALID),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

export const EmailConfirmationResponse = z.object({ message: z.string() });
export type EmailConfirmationResponse = z.infer<typeof EmailConfirmationResponse>;

/** The email with the link; the link's token rides in its fragment (`/confirm-email#<token>`). */
export function emailConfirmationEmail(username: string, link: string): { subject: string; text: string } {
  return {
    subject: 'Confirm your IEC Bets email address',
    text: [
      `This address was given for @${username} on IEC Bets.`,
      '',
      `Open this link within ${EMAIL_CONFIRMATION_LINK_HOURS} hours to confirm that it is yours: ${link}`,
      '',
      'If you did not give it, you can ignore this email: the address stays unconfirmed, and the link stops working.',
    ].join('\n'),
  };
}
