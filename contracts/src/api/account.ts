import { z } from 'zod';

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
