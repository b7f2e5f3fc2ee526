import { zodResolver } from '@hookform/resolvers/zod';
import { asQuestion, DISMISSAL_NOTE_MAX, DismissDisputesRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { DialogPanel } from '@/components/dialog-panel';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { useDismissDisputes } from '../api/dismiss-disputes';
import { failureToast } from './failure-toast';

/** Keeps the resolution: the open disputes are closed with a note, which the disputers and the history show. */
export function DismissDisputesDialog({ questionId, questionText, count }: { questionId: string; questionText: string; count: number }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DismissDisputesRequest), defaultValues: { note: '' } });
  const toast = useToast();
  const dismiss = useDismissDisputes({
    onSuccess: () => {
      toast({ title: 'Disputes dismissed', description: 'The resolution stands; the disputers see your note.' });
      setOpen(false);
    },
    onError: (error) => toast(failureToast('Failed to dismiss disputes', error)),
  });
  const disputes = count === 1 ? 'the dispute' : `all ${count} disputes`;

  function changeOpen(next: boolean) {
    if (next) reset({ note: '' });
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="button small secondary" aria-label={`Dismiss disputes: ${questionText}`}>
        Dismiss
      </Dialog.Trigger>
      <DialogPanel title="Dismiss disputes" description={`The resolution stands and ${disputes} close. Your note is shown to the disputers and kept in the question's history.`}>
        <p className="admin-dialog-question">{asQuestion(questionText)}</p>
        <form className="form" onSubmit={handleSubmit((dismissal) => dismiss.mutate({ questionId, dismissal }))} noValidate>
          <FormField id={`dismiss-${questionId}-note`} label="Note to the disputers" error={errors.note?.message}>
            {(control) => <textarea {...control} rows={3} maxLength={DISMISSAL_NOTE_MAX} {...register('note')} />}
          </FormField>
          <DialogFormActions submitLabel="Dismiss disputes" pendingLabel="Dismissing..." pending={dismiss.isPending} />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
