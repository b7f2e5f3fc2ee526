import { z } from 'zod';
import { NewPassword } from './auth.js';

/**
 * A forgotten password, set again through a link sent to the account's email address. The account is named by its
 * username, which is how people sign in here (an email address is optional, and two accounts may share one).
 */

export const RESET_USERNAME_NEEDED = 'Please enter your username';

/** How long a link to choose a new password works. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * The one answer to every request that passes its checks, whether or not the account exists or has an address:
 * usernames are public, but whether someone gave an email address is theirs to know.
 */
export const passwordResetLinkSent = (username: string) =>
  `If @${username} has an email address on file, a link to choose a new password is on its way to it. The link works for one hour.`;

/**
 * 503: this server sends no email (no SMTP_URL, MAIL_FROM or PUBLIC_ORIGIN) or has no key to sign links with (no
 * PASSWORD_RESET_SECRET on a command service of its own), so no link can reach anyone.
 */
export const PASSWORD_RESET_NOT_SET_UP =
  'Setting a new password by email is not set up on this server. Please ask the people who run it for help.';

/** 400: the link is not one we made, has expired, or was used already (a password set since ends every link). */
export const PASSWORD_RESET_LINK_INVALID =
  'This link to choose a new password has expired or was already used. Please ask for a new one.';

/** POST /api/auth/forgot-password */
export const ForgotPasswordRequest = z.object({
  username: z.string(RESET_USERNAME_NEEDED).trim().min(1, RESET_USERNAME_NEEDED).max(200, RESET_USERNAME_NEEDED),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ForgotPasswordResponse = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

/**
 * POST /api/auth/reset-password: the token from the emailed link (its fragment, which no server or log sees on the
 * way to the page) and the new password, held to the rules of a sign-up's.
 */
export const ResetPasswordRequest = z.object({
  token: z.string(PASSWORD_RESET_LINK_INVALID).min(1, PASSWORD_RESET_LINK_INVALID).max(500, PASSWORD_RESET_LINK_INVALID),
  newPassword: NewPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** The email with the link; the link's token rides in its fragment (`/reset-password#<token>`). */
export function passwordResetEmail(username: string, link: string): { subject: string; text: string } {
  return {
    subject: 'Choose a new IEC Bets password',
    text: [
      `Someone, hopefully you, asked to choose a new password for @${username} on IEC Bets.`,
      '',
      `Open this link within an hour to choose one: ${link}`,
      '',
      'If it was not you, you can ignore this email: your password stays as it is, and the link stops working in an hour.',
    ].join('\n'),
  };
}
