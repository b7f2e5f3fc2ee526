import * as Toast from '@radix-ui/react-toast';
import { DEFAULT_TOAST_MS, type ToastMessage } from './toast-context';

export interface ShownToast extends ToastMessage {
  id: number;
}

/**
 * The toast on screen, with Radix's region around it. A module of its own, loaded by the provider: Radix's toast
 * weighs about a tenth of the landing page's first JavaScript, and a visitor may never see a toast.
 */
export function ToastRegion({ current, onClosed }: { current: ShownToast | null; onClosed: (id: number) => void }) {
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
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
