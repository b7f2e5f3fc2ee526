import { z } from 'zod';
import { LoginRequest, SignupRequest } from '../../api/auth.js';
import { ConfirmEmailRequest, EmailConfirmationResponse } from '../../api/email-confirmation.js';
import { ForgotPasswordRequest, ForgotPasswordResponse, ResetPasswordRequest } from '../../api/password-reset.js';
import { SESSION_ENDED_PASSWORD_CHANGED } from '../../api/errors.js';
import { User } from '../../api/user.js';
import { declareRoute } from '../route-declaration.js';

export const AuthCommands = {
  signup: declareRoute({
    method: 'POST',
    url: '/api/auth/signup',
    access: 'public',
    summary: 'Create an account and sign in (sets the session cookie)',
    tag: 'Accounts',
    schema: { body: SignupRequest, response: { 201: User } },
    errors: [409],
    rateLimited: true,
  }),
  login: declareRoute({
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with username and password (sets the session cookie)',
    description:
      'One answer, 401, for an unknown username and a wrong password. 429 past the log-ins allowed per client address a ' +
      "minute, and, from a browser that has not signed in to the account with its current password, past the account's " +
      'wrong passwords an hour from any address (shared with the password change and the account deletion), the right ' +
      'password too, until the hour is up. A successful log-in sets an HttpOnly cookie that remembers the browser.',
    tag: 'Accounts',
    schema: { body: LoginRequest, response: { 200: User } },
    errors: [401],
    rateLimited: true,
  }),
  logout: declareRoute({
    method: 'POST',
    url: '/api/auth/logout',
    access: 'public',
    summary: 'Sign out: ends the session and clears its cookie',
    tag: 'Accounts',
    schema: { response: { 204: z.null() } },
  }),
  forgotPassword: declareRoute({
    method: 'POST',
    url: '/api/auth/forgot-password',
    access: 'public',
    summary: "Email a link to choose a new password to the account's address",
    description:
      'Answers 202 with the same message whether or not the account exists or has an email address, and sends the email ' +
      'after answering, so that neither the words nor the time taken tell. The link works for an hour, once: setting any ' +
      'new password ends it. 503 when this server sends no email, or has no key to sign links with. Limited per client ' +
      "address and per username, so that nobody can fill someone's inbox.",
    tag: 'Accounts',
    schema: { body: ForgotPasswordRequest, response: { 202: ForgotPasswordResponse } },
    errors: [503],
    rateLimited: true,
  }),
  resetPassword: declareRoute({
    method: 'POST',
    url: '/api/auth/reset-password',
    access: 'public',
    summary: "Choose a new password with an emailed link's token, and sign in (sets the session cookie)",
    description:
      'The new password follows the rules of a sign-up (the one it replaces is allowed: it was forgotten). 400 when the ' +
      'link is not ours, has expired or was used, the second of two uses of one link at once included. Every session ' +
      `of the account ends, and a request still made with one is answered 401 "${SESSION_ENDED_PASSWORD_CHANGED}"; ` +
      'the device that sets the password is signed in under a new session. 503 when this server has no key to check ' +
      'links with, or its session store does not answer (nothing is then changed).',
    tag: 'Accounts',
    schema: { body: ResetPasswordRequest, response: { 200: User } },
    errors: [503],
    rateLimited: true,
  }),
  confirmEmail: declareRoute({
    method: 'POST',
    url: '/api/auth/confirm-email',
    access: 'public',
    summary: "Confirm an account's email address with an emailed link's token",
    description:
      'Needs no session: the link proves that whoever opens it reads the address. 400 when the link is not ours, has ' +
      'expired (after 24 hours), or the account has changed its address since it was sent; a second use of a link that ' +
      'holds answers 200 again. 503 when this server has no key to check links with.',
    tag: 'Accounts',
    schema: { body: ConfirmEmailRequest, response: { 200: EmailConfirmationResponse } },
    errors: [503],
    rateLimited: true,
  }),
};
