import type { ToastMessage } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';

/** SPEC section 8: an admin failure is an Error toast naming what failed, with the server's reason when it gave one. */
export function failureToast(whatFailed: string, error: unknown): ToastMessage {
  const reason = errorMessage(error, '');
  return { title: 'Error', description: reason ? `${whatFailed}: ${reason}` : whatFailed, variant: 'destructive' };
}
