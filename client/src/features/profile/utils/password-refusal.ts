import { WRONG_PASSWORD } from '@iec-bets/contracts';
import { ApiError, errorMessage } from '@/lib/api-error';
import { sessionEndOf } from '@/lib/session-end';

/** Where a refusal of a form that asks for the account's password is told. */
export type PasswordRefusal = { besidePassword: string } | { inToast: string };

/**
 * The one rule of the forms that ask for the account's password (changing it, deleting the account): a session that
 * ended meanwhile is the page's to tell (SessionEndWatch), so null; a wrong password is about the field, its message
 * goes beside it to be typed again; anything else goes in a toast.
 */
export function passwordRefusal(error: unknown): PasswordRefusal | null {
  if (sessionEndOf(error)) return null;
  if (error instanceof ApiError && error.status === 401) return { besidePassword: errorMessage(error, WRONG_PASSWORD) };
  return { inToast: errorMessage(error, 'Please try again') };
}
