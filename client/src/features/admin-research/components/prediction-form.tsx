import { type MediaPrediction, MediaPredictionRequest, TAG_RULE } from '@iec-bets/contracts';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { useCreatePrediction } from '../api/create-prediction';
import { useUpdatePrediction } from '../api/update-prediction';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { parseTags, tagsText } from './tags-text';

/** An empty box is no number at all (not 0), so it gets the confidence rule rather than passing as 0%. */
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Adds a media prediction, or edits `prediction` (every field is sent again). */
export function PredictionForm({ prediction, onSaved }: { prediction?: MediaPrediction; onSaved: () => void }) {
  const [statement, setStatement] = useState(prediction?.statement ?? '');
  const [predicted, setPredicted] = useState(prediction?.prediction ?? '');
  const [confidence, setConfidence] = useState(prediction ? String(prediction.confidence) : '');
  const [sourceTitle, setSourceTitle] = useState(prediction?.sourceTitle ?? '');
  const [sourceDate, setSourceDate] = useState(prediction?.sourceDate ?? '');
  const [sourceUrl, setSourceUrl] = useState(prediction?.sourceUrl ?? '');
  const [tags, setTags] = useState(tagsText(prediction?.tags ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePrediction();
  const update = useUpdatePrediction();
  const saveOutcome = useSaveOutcome(onSaved);
  const id = useId();
  const saving = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = MediaPredictionRequest.safeParse({
      statement,
      prediction: predicted,
      confidence: asNumber(confidence),
      sourceTitle,
      sourceDate,
      sourceUrl,
      tags: parseTags(tags),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const handlers = saveOutcome(prediction ? 'Prediction Updated' : 'Prediction Added', parsed.data.sourceTitle);
    if (prediction) update.mutate({ id: prediction.id, prediction: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby={`${id}-error`}>
      <label htmlFor={`${id}-statement`}>Statement</label>
      <textarea id={`${id}-statement`} rows={2} value={statement} onChange={(event) => setStatement(event.target.value)} />
      <label htmlFor={`${id}-prediction`}>Prediction</label>
      <textarea id={`${id}-prediction`} rows={2} value={predicted} onChange={(event) => setPredicted(event.target.value)} />
      <label htmlFor={`${id}-confidence`}>Confidence (%)</label>
      <input
        id={`${id}-confidence`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={confidence}
        onChange={(event) => setConfidence(event.target.value)}
      />
      <label htmlFor={`${id}-source-title`}>Source title</label>
      <input id={`${id}-source-title`} value={sourceTitle} onChange={(event) => setSourceTitle(event.target.value)} />
      <label htmlFor={`${id}-source-date`}>Source date</label>
      <input id={`${id}-source-date`} type="date" value={sourceDate} onChange={(event) => setSourceDate(event.target.value)} />
      <label htmlFor={`${id}-source-url`}>Source link</label>
      <input
        id={`${id}-source-url`}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={sourceUrl}
        onChange={(event) => setSourceUrl(event.target.value)}
      />
      <label htmlFor={`${id}-tags`}>Tags (comma-separated)</label>
      <input id={`${id}-tags`} aria-describedby={`${id}-tags-hint`} value={tags} onChange={(event) => setTags(event.target.value)} />
      <p id={`${id}-tags-hint`} className="muted field-hint">
        {TAG_RULE}.
      </p>
      <FormAlert id={`${id}-error`} message={problem} />
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? 'Saving...' : prediction ? 'Save Prediction' : 'Add Prediction'}
      </button>
    </form>
  );
}
