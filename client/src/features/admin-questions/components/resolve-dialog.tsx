import { zodResolver } from '@hookform/resolvers/zod';
import { asQuestion, type Question, ResolveQuestionRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogPanel } from '@/components/dialog-panel';
import { FieldError, fieldErrorId } from '@/components/form/field-error';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { RestoredDraftNote } from '@/components/form/restored-draft-note';
import { useToast } from '@/components/toast/toast-context';
import { useKeptAsTyped, useKeptDraft } from '@/hooks/use-kept-draft';
import { useResolveQuestion } from '../api/resolve-question';
import { failureToast } from './failure-toast';
import { resolveWarning } from './resolve-warning';

const NO_RESOLUTION = { correctOptionId: '', resolutionSummary: '', resolutionProofUrl: '' };

/** A resolution as far as it was written; an option that is not the question's own is never put back. */
const resolutionShapeOf = (question: Question) =>
  z.object({
    // The form holds null until an option is chosen (react-hook-form's value for radios none of which is checked).
    correctOptionId: z
      .string()
      .nullable()
      .transform((id) => id ?? '')
      .refine((id) => id === '' || question.options.some((option) => option.id === id)),
    resolutionSummary: z.string(),
    resolutionProofUrl: z.string(),
  });

/**
 * Records the outcome of a published question: the correct option, a summary and, if there is one, the proof. What the
 * admin has written and not yet sent outlives the dialog, for them alone, until the question is resolved.
 */
export function ResolveDialog({ question }: { question: Question }) {
  const [open, setOpen] = useState(false);
  const draft = useKeptDraft({ form: `resolve:${question.id}`, shape: resolutionShapeOf(question), fresh: NO_RESOLUTION });
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    subscribe,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ResolveQuestionRequest),
    defaultValues: draft.restored ?? NO_RESOLUTION,
  });
  useKeptAsTyped(draft, subscribe);
  const toast = useToast();

  function startAfresh() {
    draft.forget();
    reset(NO_RESOLUTION);
  }

  const resolve = useResolveQuestion({
    onSuccess: () => {
      toast({ title: 'Question resolved successfully' });
      startAfresh();
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
          {draft.restored && <RestoredDraftNote onDiscard={startAfresh} />}
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
          <p className="muted">{resolveWarning(question)}</p>
          <PendingButton type="submit" className="button primary" pending={resolve.isPending}>
            {resolve.isPending ? 'Resolving...' : 'Resolve Question'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
