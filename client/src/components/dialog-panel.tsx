import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useFocusReturn } from '@/hooks/use-focus-return';

/**
 * What every dialog of the app shows once open: the dimmed page, the panel with its title and description (which
 * screen readers announce), the content and the close button. The caller keeps `Dialog.Root` and any trigger, so it
 * decides when the dialog opens and closes.
 */
export function DialogPanel({
  title,
  description,
  descriptionClassName = 'muted',
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  /** An extra class on the panel, for a dialog that needs its own layout. */
  className?: string;
  /** Where the focus goes as it opens, when not to its first control (Radix's choice): prevent the event and focus it. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where the focus goes once it closes, when not to what had it as the dialog opened (see useFocusReturn). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialog-overlay" />
      <Dialog.Content
        className={className ? `dialog-content ${className}` : 'dialog-content'}
        onOpenAutoFocus={(event) => {
          focusReturn.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        // The caller's own choice first; else back to what had the focus before, trigger or not.
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) focusReturn.onCloseAutoFocus(event);
        }}
      >
        <Dialog.Title className="dialog-title">{title}</Dialog.Title>
        <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
        {children}
        <Dialog.Close className="dialog-close" aria-label="Close">
          ×
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
