import { zodResolver } from '@hookform/resolvers/zod';
import { SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX, SuggestQuestionRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogPanel } from '@/components/dialog-panel';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useSuggestQuestion } from '../api/suggest-question';
import './suggestions.css';

/** 'Suggest a Question': a button and the dialog it opens, where a member proposes a question for admins to review. */
export function SuggestQuestionDialog() {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SuggestQuestionRequest), defaultValues: { title: '', description: '' } });
  const suggest = useSuggestQuestion();
  const toast = useToast();

  // What was typed stays for the next opening; only the messages go, as they were about the last attempt.
  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) clearErrors();
  }

  const submit = handleSubmit((suggestion) =>
    suggest.mutate(suggestion, {
      onSuccess: () => {
        toast({ title: 'Question Suggested!', description: 'Thank you. An admin will review your suggestion.' });
        reset();
        setOpen(false);
      },
      onError: (error) => toast({ title: 'Failed to Submit', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    }),
  );

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="button primary">Suggest a Question</Dialog.Trigger>
      <DialogPanel title="Suggest a Question" description="Propose a yes/no question about South African politics. An admin reviews every suggestion.">
        <form className="form" onSubmit={submit} noValidate>
          <FormField id="suggestion-title" label="Question" error={errors.title?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                // One over the limit, so a paste that is too long is told rather than silently cut.
                maxLength={SUGGESTION_TITLE_MAX + 1}
                {...register('title')}
              />
            )}
          </FormField>
          <FormField id="suggestion-description" label="Description (optional)" error={errors.description?.message}>
            {(control) => <textarea {...control} rows={4} maxLength={SUGGESTION_DESCRIPTION_MAX} {...register('description')} />}
          </FormField>
          <PendingButton type="submit" className="button primary" pending={suggest.isPending}>
            {suggest.isPending ? 'Submitting...' : 'Submit Suggestion'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
