import { zodResolver } from '@hookform/resolvers/zod';
import { asQuestion } from '@/lib/as-question';
import { type Question, ResolveQuestionRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogPanel } from '@/components/dialog-panel';
import { FieldError, fieldErrorId } from '@/components/form/field-error';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { useResolveQuestion } from '../api/resolve-question';
import { failureToast } from './failure-toast';

/** Records the outcome of a published question: the correct option, a summary and, if there is one, the proof. */
export function ResolveDialog({ question }: { question: Question }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResolveQuestionRequest),
    defaultValues: { correctOptionId: '', resolutionSummary: '', resolutionProofUrl: '' },
  });
  const toast = useToast();
  const resolve = useResolveQuestion({
    onSuccess: () => {
      toast({ title: 'Question resolved successfully' });
      setOpen(false);
    },
    onError: (error) => toast(failureToast('Failed to resolve question', error)),
  });
  const prefix = `resolve-${question.id}`;
  const optionError = errors.correctOptionId?.message;

  // What was typed stays for the next opening; only the messages go, as they were about the last attempt.
  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) clearErrors();
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button small primary" aria-label={`Resolve: ${question.text}`}>
          Resolve
        </button>
      </Dialog.Trigger>
      <DialogPanel title="Resolve Question" description={asQuestion(question.text)}>
        <form className="form" onSubmit={handleSubmit((resolution) => resolve.mutate({ questionId: question.id, resolution }))} noValidate>
          <fieldset className="admin-choice">
            <legend>Correct answer</legend>
            {question.options.map((option) => (
              <label key={option.id} className="admin-radio">
                <input
                  type="radio"
                  value={option.id}
                  aria-invalid={Boolean(optionError)}
                  aria-describedby={optionError ? fieldErrorId(`${prefix}-option`) : undefined}
                  {...register('correctOptionId')}
                />
                {option.text}
              </label>
            ))}
          </fieldset>
          <FieldError fieldId={`${prefix}-option`} message={optionError} />
          <FormField id={`${prefix}-summary`} label="Resolution summary" error={errors.resolutionSummary?.message}>
            {(control) => <textarea {...control} rows={3} {...register('resolutionSummary')} />}
          </FormField>
          <FormField id={`${prefix}-proof`} label="Proof link (optional)" error={errors.resolutionProofUrl?.message}>
            {(control) => <input {...control} type="url" inputMode="url" placeholder="https://" {...register('resolutionProofUrl')} />}
          </FormField>
          <PendingButton type="submit" className="button primary" pending={resolve.isPending}>
            {resolve.isPending ? 'Resolving...' : 'Resolve Question'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
