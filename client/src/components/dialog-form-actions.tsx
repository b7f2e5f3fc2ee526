import * as Dialog from '@radix-ui/react-dialog';
import { PendingButton } from './form/pending-button';
import './dialog-form-actions.css';

/**
 * A dialog form's last row: Cancel, which closes the dialog, then the submit button, which says what is happening
 * and takes no second press while its request is on its way.
 */
export function DialogFormActions({
  submitLabel,
  pendingLabel,
  pending,
  tone = 'primary',
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** `danger` for an action that cannot be undone. */
  tone?: 'primary' | 'danger';
}) {
  return (
    <div className="dialog-form-actions">
      <Dialog.Close className="button secondary" type="button">
        Cancel
      </Dialog.Close>
      <PendingButton type="submit" className={`button ${tone}`} pending={pending}>
        {pending ? pendingLabel : submitLabel}
      </PendingButton>
    </div>
  );
}
