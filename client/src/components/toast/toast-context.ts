import { createContext, useContext } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  /** Failures are 'destructive' (SPEC section 8); everything else is a success. */
  variant?: 'success' | 'destructive';
  /** How long it stays, in ms; SPEC section 9: 5 s unless said otherwise. */
  duration?: number;
}

/** SPEC section 9: a toast stays 5 s unless said otherwise. */
export const DEFAULT_TOAST_MS = 5_000;

/** Shows `message` in place of any toast showing; null takes the one showing away (its subject has gone). */
export type ShowToast = (message: ToastMessage | null) => void;

export const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
