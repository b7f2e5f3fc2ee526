import { zodResolver } from '@hookform/resolvers/zod';
import { asQuestion, type Question } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogPanel } from '@/components/dialog-panel';
import { PendingButton } from '@/components/form/pending-button';
import { RestoredDraftNote } from '@/components/form/restored-draft-note';
import { useToast } from '@/components/toast/toast-context';
import { useKeptAsTyped, useKeptDraft } from '@/hooks/use-kept-draft';
import { useEditDraft } from '../api/edit-draft';
import { failureToast } from './failure-toast';
import { QuestionFields, questionFormOf, QuestionFormShape } from './question-fields';
import { QuestionFormFields } from './question-form-fields';

/**
 * A draft's words, context, options and day, put right before it is published: a typo no longer means deleting the
 * draft and writing it again. The form opens on the draft as it stands each time, unless it was taken down under the
 * admin mid-edit (their session ended, say) rather than closed: then it opens on their unsaved edit, saying so.
 */
export function EditDraftDialog({ question }: { question: Question }) {
  const [open, setOpen] = useState(false);
  const draft = useKeptDraft({ form: `edit-draft:${question.id}`, shape: QuestionFormShape, fresh: questionFormOf(question) });
  const {
    register,
    handleSubmit,
    reset,
    control,
    subscribe,
    formState: { errors },
  } = useForm({ resolver: zodResolver(QuestionFields), defaultValues: draft.restored ?? questionFormOf(question) });
  useKeptAsTyped(draft, subscribe);
  const toast = useToast();
  const edit = useEditDraft({
    onSuccess: () => {
      toast({ title: 'Draft updated' });
      draft.forget();
      setOpen(false);
    },
    onError: (error) => toast(failureToast('Failed to update draft', error)),
  });

  function changeOpen(next: boolean) {
    // Opened afresh on the draft as it now stands (another admin may have edited it); an edit left unsaved goes, as
    // the admin closed it on purpose.
    if (next) reset(draft.restored ?? questionFormOf(question));
    else draft.forget();
    setOpen(next);
  }

  function discardRestored() {
    draft.forget();
    reset(questionFormOf(question));
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button small secondary" aria-label={`Edit: ${question.text}`}>
          Edit
        </button>
      </Dialog.Trigger>
      <DialogPanel title="Edit Draft" description={asQuestion(question.text)}>
        <form className="form" onSubmit={handleSubmit((edited) => edit.mutate({ questionId: question.id, draft: edited }))} noValidate>
          {draft.restored && <RestoredDraftNote onDiscard={discardRestored} />}
          <QuestionFormFields idPrefix={`edit-${question.id}`} register={register} control={control} errors={errors} />
          <PendingButton type="submit" className="button primary" pending={edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save Draft'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
