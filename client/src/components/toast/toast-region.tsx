import * as Toast from '@radix-ui/react-toast';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_TOAST_MS, type ToastMessage } from './toast-context';
import { useClearOfFocus } from './use-clear-of-focus';

export interface ShownToast extends ToastMessage {
  id: number;
}

/**
 * The toast on screen, with Radix's region around it. A module of its own, loaded by the provider: Radix's toast
 * weighs about a tenth of the landing page's first JavaScript, and a visitor may never see a toast.
 */
export function ToastRegion({ current, onClosed }: { current: ShownToast | null; onClosed: (id: number) => void }) {
  const list = useRef<HTMLOListElement>(null);
  useClearOfFocus(list, current?.id);
  return (
    <Toast.Provider duration={DEFAULT_TOAST_MS} swipeDirection="right">
      {current && (
        <Toast.Root
          key={current.id}
          className={`toast toast-${current.variant ?? 'success'}`}
          duration={current.duration ?? DEFAULT_TOAST_MS}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
          }}
        >
          <Toast.Title className="toast-title">{current.title}</Toast.Title>
          {current.description && <Toast.Description className="toast-description">{current.description}</Toast.Description>}
          <Toast.Close className="toast-close" aria-label="Dismiss">
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      {/* Within reach over a modal dialog too. The dialog hides the page around it from assistive technology
          (aria-hidden) as it opens, all but live regions: the list says it is one (`aria-live`, with no voice of its
          own: Radix announces each toast itself), and stands beside the app rather than in it, so that a region that
          loads while a dialog is open is not inside what the dialog hid. Hidden, a toast's Dismiss was out of reach. */}
      {createPortal(<Toast.Viewport ref={list} className="toast-viewport" aria-live="off" />, document.body)}
    </Toast.Provider>
  );
}
