import { z } from 'zod';

const NEW_PASSWORD_AGAIN = 'Please type the new password again';
const NEW_PASSWORDS_DIFFER = 'The two new passwords do not match';

/**
 * The new password typed a second time, as `confirmPassword`: a typo in a field whose letters are hidden locks one
 * out. The forms that set a password (changing it in settings, choosing a new one from an emailed link) ask for it
 * the same way, in the same words.
 */
export const ConfirmNewPassword = z.string(NEW_PASSWORD_AGAIN).min(1, NEW_PASSWORD_AGAIN);

/** Whether the two agree; an empty confirmation is told by its own field's rule, not as a mismatch. */
export const newPasswordsMatch = ({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }) =>
  confirmPassword === '' || confirmPassword === newPassword;

/** Where and how a mismatch is told: beside the confirmation. */
export const NEW_PASSWORDS_DIFFER_ISSUE = { path: ['confirmPassword'], message: NEW_PASSWORDS_DIFFER };
