import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A dialog holding one add or edit form; the form closes it (through `onOpenChange`) once the server has saved. */
export function EditorDialog({
  open,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: string;
  triggerLabel?: string;
  triggerClassName: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="muted editor-subject">{description}</Dialog.Description>
          {children}
          <Dialog.Close className="dialog-close" aria-label="Close">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
