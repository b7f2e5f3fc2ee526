// The pages the emailed links lead to, in one chunk: the landing page's first JavaScript names one import for both.
export { ConfirmEmailRoute } from './confirm-email-route';
export { ResetPasswordRoute } from './reset-password-route';
