import { zodResolver } from '@hookform/resolvers/zod';
import type { Question } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogPanel } from '@/components/dialog-panel';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { asQuestion } from '@/lib/as-question';
import { useEditDraft } from '../api/edit-draft';
import { failureToast } from './failure-toast';
import { QuestionFields, questionFormOf } from './question-fields';
import { QuestionFormFields } from './question-form-fields';

/**
 * A draft's words, context, options and day, put right before it is published: a typo no longer means deleting the
 * draft and writing it again. The form opens on the draft as it stands each time.
 */
export function EditDraftDialog({ question }: { question: Question }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(QuestionFields), defaultValues: questionFormOf(question) });
  const toast = useToast();
  const edit = useEditDraft({
    onSuccess: () => {
      toast({ title: 'Draft updated' });
      setOpen(false);
    },
    onError: (error) => toast(failureToast('Failed to update draft', error)),
  });

  function changeOpen(next: boolean) {
    // Opened afresh on the draft as it now stands (another admin may have edited it); an edit left unsaved goes.
    if (next) reset(questionFormOf(question));
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button small secondary" aria-label={`Edit: ${question.text}`}>
          Edit
        </button>
      </Dialog.Trigger>
      <DialogPanel title="Edit Draft" description={asQuestion(question.text)}>
        <form className="form" onSubmit={handleSubmit((draft) => edit.mutate({ questionId: question.id, draft }))} noValidate>
          <QuestionFormFields idPrefix={`edit-${question.id}`} register={register} control={control} errors={errors} />
          <PendingButton type="submit" className="button primary" pending={edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save Draft'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
