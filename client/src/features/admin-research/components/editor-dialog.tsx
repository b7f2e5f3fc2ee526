import * as Dialog from '@radix-ui/react-dialog';
import { DialogPanel } from '@/components/dialog-panel';
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
      <DialogPanel title={title} description={description} descriptionClassName="muted editor-subject">
        {children}
      </DialogPanel>
    </Dialog.Root>
  );
}
