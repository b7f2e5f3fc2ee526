import * as Toast from '@radix-ui/react-toast';
import { type ReactNode, useCallback, useState } from 'react';
import { type ToastMessage, ToastContext } from './toast-context';

export const DEFAULT_TOAST_MS = 5_000;

interface ShownToast extends ToastMessage {
  id: number;
}

/**
 * At most one toast at a time (SPEC section 9): a new one replaces the one showing. The id as key makes the
 * replacement a new Radix toast, so it is announced and timed afresh.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback((message: ToastMessage) => setCurrent((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 })), []);

  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider duration={DEFAULT_TOAST_MS} swipeDirection="right">
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            className={`toast toast-${current.variant ?? 'success'}`}
            duration={current.duration ?? DEFAULT_TOAST_MS}
            type={current.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setCurrent((shown) => (shown?.id === current.id ? null : shown));
            }}
          >
            <Toast.Title className="toast-title">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="toast-description">{current.description}</Toast.Description>}
            <Toast.Close className="toast-close" aria-label="Dismiss">
              ×
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport className="toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
