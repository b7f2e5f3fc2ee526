import type { ToastMessage } from '../../../components/toast/toast-context';

/** SPEC section 8: an admin failure is an Error toast naming what failed, with the server's reason when it gave one. */
export function failureToast(whatFailed: string, serverMessage: string): ToastMessage {
  return { title: 'Error', description: serverMessage ? `${whatFailed}: ${serverMessage}` : whatFailed, variant: 'destructive' };
}
