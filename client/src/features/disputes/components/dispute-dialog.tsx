import { zodResolver } from '@hookform/resolvers/zod';
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MIN, DisputeResolutionRequest, type Question } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { DialogPanel } from '@/components/dialog-panel';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useDisputeResolution } from '../api/dispute-resolution';

/**
 * "Dispute this resolution" and the dialog it opens: the answer on record, and the person's reason (10 to 500
 * characters), checked beside the field before anything is sent. A refusal the rules give (already disputed, the
 * window closed meanwhile) closes the dialog: the control under it is read again and says where things stand.
 * `onSent` is told once the dispute is recorded, so that the status taking this button's place can take its focus.
 */
export function DisputeDialog({ question, until, onSent }: { question: Question; until: string; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DisputeResolutionRequest), defaultValues: { reason: '' } });
  const dispute = useDisputeResolution();
  const toast = useToast();
  const length = useWatch({ control, name: 'reason' })?.trim().length ?? 0;
  const recorded = question.options.find((option) => option.id === question.correctOptionId)?.text ?? question.correctOptionId;
  const fieldId = `dispute-${question.id}-reason`;

  function changeOpen(next: boolean) {
    if (next) reset({ reason: '' });
    setOpen(next);
  }

  const submit = handleSubmit((body) =>
    dispute.mutate(
      { questionId: question.id, dispute: body },
      {
        onSuccess: () => {
          toast({ title: 'Dispute sent', description: 'An admin will review the resolution.' });
          setOpen(false);
          onSent();
        },
        onError: (error) => {
          // The server's word on the reason belongs beside the field; any other refusal is about the question.
          if (error instanceof ApiError && error.status === 400) {
            setError('reason', { message: errorMessage(error, 'Please check your reason') });
            return;
          }
          toast({ title: 'Failed to send dispute', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
          if (error instanceof ApiError && (error.status === 403 || error.status === 409)) setOpen(false);
        },
      },
    ),
  );

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="button secondary small" aria-label={`Dispute this resolution: ${question.text}`}>
        Dispute this resolution
      </Dialog.Trigger>
      <DialogPanel
        title="Dispute this resolution"
        description={`The answer on record is “${recorded}”. If it is wrong, tell the admins why. You can dispute it once, until ${formatDateTime(until)}.`}
      >
        <form className="form" onSubmit={submit} noValidate>
          {/* The field has no maxLength: it cut a pasted reason short without a word. Too long is said beside it. */}
          <FormField
            id={fieldId}
            label="Why is the resolution wrong?"
            hint={`${length} of ${DISPUTE_REASON_MAX} characters (at least ${DISPUTE_REASON_MIN}). Admins see it with your username; a source helps.`}
            error={errors.reason?.message}
          >
            {(field) => <textarea {...field} rows={4} {...register('reason')} />}
          </FormField>
          <DialogFormActions submitLabel="Send dispute" pendingLabel="Sending..." pending={dispute.isPending} />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
