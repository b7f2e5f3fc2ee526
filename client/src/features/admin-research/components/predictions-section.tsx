import type { MediaPrediction } from '@iec-bets/contracts';
import { useState } from 'react';
import { ConfirmAction } from '@/components/confirm-action';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage, loadFailureReason } from '@/lib/api-error';
import { formatLongDate } from '@/lib/dates';
import { useDeletePrediction } from '../api/delete-prediction';
import { useMediaPredictions } from '@/api/get-media-predictions';
import { EditorDialog } from './editor-dialog';
import { PredictionForm } from './prediction-form';
import { TagChips } from './tag-chips';

function PredictionItem({ prediction }: { prediction: MediaPrediction }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeletePrediction();
  const toast = useToast();
  const titleId = `prediction-${prediction.id}`;

  function deletePrediction() {
    remove.mutate(prediction.id, {
      onSuccess: () => toast({ title: 'Prediction Deleted', description: prediction.sourceTitle }),
      onError: (error) => toast({ title: 'Delete Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
    });
  }

  return (
    <article className="card research-item" aria-labelledby={titleId}>
      <h4 id={titleId} className="research-text">
        {prediction.statement}
      </h4>
      <p className="research-text">
        <strong>Prediction:</strong> {prediction.prediction} ({prediction.confidence}% confident)
      </p>
      <p className="muted research-text">
        <a href={prediction.sourceUrl} target="_blank" rel="noreferrer">
          {prediction.sourceTitle}
        </a>
        , {formatLongDate(`${prediction.sourceDate}T12:00:00Z`)}
      </p>
      <TagChips tags={prediction.tags} label={`Tags of the prediction from ${prediction.sourceTitle}`} />
      <div className="row-actions">
        <EditorDialog
          open={editing}
          onOpenChange={setEditing}
          trigger="Edit"
          triggerLabel={`Edit prediction: ${prediction.statement}`}
          triggerClassName="button secondary small"
          title="Edit Prediction"
          description={prediction.sourceTitle}
        >
          <PredictionForm prediction={prediction} onSaved={() => setEditing(false)} />
        </EditorDialog>
        <ConfirmAction
          trigger="Delete"
          triggerClassName="button secondary small danger-outline"
          triggerLabel={`Delete prediction: ${prediction.statement}`}
          title="Delete this prediction?"
          description={`The prediction from ${prediction.sourceTitle} will be removed from the research hub.`}
          confirmLabel="Delete"
          onConfirm={deletePrediction}
          pending={remove.isPending}
        />
      </div>
    </article>
  );
}

/** What the media predicted, how sure they were and where they said it. */
export function PredictionsSection() {
  const [adding, setAdding] = useState(false);
  const predictions = useMediaPredictions();
  return (
    <section className="manage-section" aria-labelledby="manage-predictions-title">
      <div className="manage-section-top">
        <h3 id="manage-predictions-title">Media Predictions</h3>
        <EditorDialog
          open={adding}
          onOpenChange={setAdding}
          trigger="Add Prediction"
          triggerClassName="button primary small"
          title="Add Prediction"
          description="A prediction made in the media, with its source."
        >
          <PredictionForm onSaved={() => setAdding(false)} />
        </EditorDialog>
      </div>
      {predictions.isPending && <p className="muted">Loading predictions...</p>}
      {predictions.isError && <p role="alert">Could not load the predictions: {loadFailureReason(predictions.error)}</p>}
      {predictions.data?.length === 0 && <p className="muted">No media predictions yet</p>}
      {predictions.data && predictions.data.length > 0 && (
        <ul className="plain-list stack" aria-label="Media predictions">
          {predictions.data.map((prediction) => (
            <li key={prediction.id}>
              <PredictionItem prediction={prediction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
