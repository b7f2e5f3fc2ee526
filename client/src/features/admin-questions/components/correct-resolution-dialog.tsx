import { zodResolver } from '@hookform/resolvers/zod';
import { asQuestion, CorrectResolutionRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '@/components/dialog-form-actions';
import { DialogPanel } from '@/components/dialog-panel';
import { FieldError, fieldErrorId } from '@/components/form/field-error';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { useCorrectResolution } from '../api/correct-resolution';
import { failureToast } from './failure-toast';

/** What the dialog needs of a resolved question, whether it comes from the question list or the disputes list. */
export interface ResolvedQuestion {
  id: string;
  text: string;
  options: ReadonlyArray<{ id: string; text: string }>;
  correctOptionId: string | null;
  resolutionProofUrl: string | null;
}

/**
 * Corrects a resolved question's outcome, with a new summary saying what changed and the proof. Everyone who
 * answered is scored again and alerted, so the dialog says so, and offers the other answer to begin with (the
 * current one would change nothing, which the server refuses).
 */
export function CorrectResolutionDialog({ question, triggerClassName = 'button small secondary' }: { question: ResolvedQuestion; triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const other = question.options.find((option) => option.id !== question.correctOptionId)?.id ?? '';
  const current = question.options.find((option) => option.id === question.correctOptionId)?.text ?? question.correctOptionId ?? '';
  const defaults = { correctOptionId: other, resolutionSummary: '', resolutionProofUrl: question.resolutionProofUrl ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CorrectResolutionRequest), defaultValues: defaults });
  const toast = useToast();
  const correct = useCorrectResolution({
    onSuccess: () => {
      toast({ title: 'Resolution corrected', description: 'Everyone who answered has been scored again and alerted.' });
      setOpen(false);
    },
    onError: (error) => toast(failureToast('Failed to correct resolution', error)),
  });
  const prefix = `correct-${question.id}`;
  const optionError = errors.correctOptionId?.message;

  function changeOpen(next: boolean) {
    if (next) reset(defaults);
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={triggerClassName} aria-label={`Correct resolution: ${question.text}`}>
        Correct resolution
      </Dialog.Trigger>
      <DialogPanel
        title="Correct resolution"
        description={`Resolved as “${current}”. A correction scores everyone who answered again, alerts them, and is shown in the question's history.`}
      >
        <p className="admin-dialog-question">{asQuestion(question.text)}</p>
        <form
          className="form"
          onSubmit={handleSubmit((correction) => correct.mutate({ questionId: question.id, correction }))}
          noValidate
        >
          <fieldset className="admin-choice" aria-describedby={optionError ? fieldErrorId(`${prefix}-option`) : undefined}>
            <legend>Correct answer</legend>
            {question.options.map((option) => (
              <label key={option.id} className="admin-radio">
                <input type="radio" value={option.id} aria-invalid={Boolean(optionError)} {...register('correctOptionId')} />
                {option.text}
                {option.id === question.correctOptionId && <span className="muted"> (current)</span>}
              </label>
            ))}
          </fieldset>
          <FieldError fieldId={`${prefix}-option`} message={optionError} />
          <FormField
            id={`${prefix}-summary`}
            label="Corrected summary"
            hint="Say what was wrong and what the outcome is now: answerers read it."
            error={errors.resolutionSummary?.message}
          >
            {(control) => <textarea {...control} rows={3} {...register('resolutionSummary')} />}
          </FormField>
          <FormField id={`${prefix}-proof`} label="Proof link (optional)" error={errors.resolutionProofUrl?.message}>
            {(control) => <input {...control} type="url" inputMode="url" placeholder="https://" {...register('resolutionProofUrl')} />}
          </FormField>
          <DialogFormActions submitLabel="Correct resolution" pendingLabel="Correcting..." pending={correct.isPending} />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
