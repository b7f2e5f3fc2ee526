import { z } from 'zod';
import { NewPassword } from './auth.js';

export const PASSWORD_NEEDED_TO_DELETE = 'Please enter your password to delete your account';
export const WRONG_PASSWORD = 'That password is incorrect';
export const NOT_YOUR_ACCOUNT = 'You can only delete your own account';
/** What a deleted user's comments and suggestions show in place of their name. */
export const DELETED_USER_NAME = 'Deleted user';

/** DELETE /api/users/{id}: the current password, so that a session left open on a shared phone cannot erase an account. */
export const DeleteAccountRequest = z.object({
  password: z.string(PASSWORD_NEEDED_TO_DELETE).min(1, PASSWORD_NEEDED_TO_DELETE).max(200, WRONG_PASSWORD),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const CURRENT_PASSWORD_NEEDED = 'Please enter your current password';
export const NOT_YOUR_PASSWORD = 'You can only change your own password';
export const SAME_PASSWORD = 'Please choose a new password, not the one you have now';
/** Two changes checked against the same password at once: the one recorded second is refused. */
export const PASSWORD_CHANGED_MEANWHILE = 'Your password was changed a moment ago. Please try again with the current one.';

/**
 * PUT /api/users/{id}/password: the current password, so that a session left open on a shared phone cannot take the
 * account over, and the new one, held to the rules of a sign-up's.
 */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string(CURRENT_PASSWORD_NEEDED).min(1, CURRENT_PASSWORD_NEEDED).max(200, WRONG_PASSWORD),
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
