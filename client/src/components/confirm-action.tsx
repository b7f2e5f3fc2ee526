import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import './confirm-action.css';

/**
 * A button whose action runs only once confirmed in an alert dialog: for what cannot be undone lightly (deleting,
 * changing someone's rights). The dialog closes as soon as the person confirms; the caller reports the outcome.
 */
export function ConfirmAction({
  trigger,
  triggerClassName = 'button secondary small',
  triggerLabel,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  tone = 'danger',
}: {
  trigger: ReactNode;
  triggerClassName?: string;
  /** The trigger's accessible name when its visible text alone is ambiguous in a list. */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /**
   * The confirmed action's request is on its way: the trigger opens nothing until it is back. `aria-disabled`, not
   * `disabled`: the dialog hands the focus back to its trigger as it closes, and a disabled button cannot take it, so
   * the keyboard would be dropped at the page's start.
   */
  pending?: boolean;
  /** 'danger' for what removes or takes away; 'primary' for what gives. */
  tone?: 'danger' | 'primary';
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-disabled={pending || undefined}
        onClick={(event) => {
          if (pending) event.preventDefault();
        }}
      >
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="muted">{description}</AlertDialog.Description>
          <div className="confirm-actions">
            <AlertDialog.Cancel className="button secondary">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={`button ${tone}`}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
