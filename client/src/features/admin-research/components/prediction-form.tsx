import { zodResolver } from '@hookform/resolvers/zod';
import { type MediaPrediction, MediaPredictionRequest, TAG_RULE } from '@iec-bets/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useCreatePrediction } from '../api/create-prediction';
import { useUpdatePrediction } from '../api/update-prediction';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { TagsBox } from './tags-box';
import { tagsText } from './tags-text';

/** An empty box is no number at all (not 0), so it gets the confidence rule rather than passing as 0%. */
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

const PredictionFields = MediaPredictionRequest.extend({
  confidence: z.string().transform(asNumber).pipe(MediaPredictionRequest.shape.confidence),
  tags: TagsBox,
});

/** Adds a media prediction, or edits `prediction` (every field is sent again). */
export function PredictionForm({ prediction, onSaved }: { prediction?: MediaPrediction; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PredictionFields),
    defaultValues: {
      statement: prediction?.statement ?? '',
      prediction: prediction?.prediction ?? '',
      confidence: prediction ? String(prediction.confidence) : '',
      sourceTitle: prediction?.sourceTitle ?? '',
      sourceDate: prediction?.sourceDate ?? '',
      sourceUrl: prediction?.sourceUrl ?? '',
      tags: tagsText(prediction?.tags ?? []),
    },
  });
  const create = useCreatePrediction();
  const update = useUpdatePrediction();
  const saveOutcome = useSaveOutcome(onSaved);
  const id = useId();
  const saving = create.isPending || update.isPending;

  const submit = handleSubmit((saved) => {
    const handlers = saveOutcome(prediction ? 'Prediction Updated' : 'Prediction Added', saved.sourceTitle);
    if (prediction) update.mutate({ id: prediction.id, prediction: saved }, handlers);
    else create.mutate(saved, handlers);
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField id={`${id}-statement`} label="Statement" error={errors.statement?.message}>
        {(control) => <textarea {...control} rows={2} {...register('statement')} />}
      </FormField>
      <FormField id={`${id}-prediction`} label="Prediction" error={errors.prediction?.message}>
        {(control) => <textarea {...control} rows={2} {...register('prediction')} />}
      </FormField>
      <FormField id={`${id}-confidence`} label="Confidence (%)" error={errors.confidence?.message}>
        {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={100} step={1} {...register('confidence')} />}
      </FormField>
      <FormField id={`${id}-source-title`} label="Source title" error={errors.sourceTitle?.message}>
        {(control) => <input {...control} {...register('sourceTitle')} />}
      </FormField>
      <FormField id={`${id}-source-date`} label="Source date" error={errors.sourceDate?.message}>
        {(control) => <input {...control} type="date" {...register('sourceDate')} />}
      </FormField>
      <FormField id={`${id}-source-url`} label="Source link" error={errors.sourceUrl?.message}>
        {(control) => <input {...control} type="url" inputMode="url" placeholder="https://" {...register('sourceUrl')} />}
      </FormField>
      <FormField id={`${id}-tags`} label="Tags (comma-separated)" hint={`${TAG_RULE}.`} error={errors.tags?.message}>
        {(control) => <input {...control} {...register('tags')} />}
      </FormField>
      <PendingButton type="submit" className="button primary" pending={saving}>
        {saving ? 'Saving...' : prediction ? 'Save Prediction' : 'Add Prediction'}
      </PendingButton>
    </form>
  );
}
