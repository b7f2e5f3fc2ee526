import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';

/**
 * A button whose action waits for a confirmation (SPEC section 2: archive and permanent delete). The prompt closes
 * once the action has been sent; its outcome is told by a toast.
 */
export function ConfirmButton(props: {
  label: string;
  /** The button's accessible name when its visible label alone would be ambiguous in a list. */
  accessibleLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className={`button small ${props.danger ? 'danger' : 'secondary'}`}
          aria-label={props.accessibleLabel}
          disabled={props.disabled}
        >
          {props.label}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content">
          <AlertDialog.Title>{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="muted">{props.description}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="button secondary small">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`button small ${props.danger ? 'danger' : 'primary'}`}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
