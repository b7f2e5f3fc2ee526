import { ReadModel, type MediaPredictionDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';

function predictionIdOf(event: RecordedEvent): string | undefined {
  switch (event.type) {
    case 'MediaPredictionCreated':
    case 'MediaPredictionEdited':
    case 'MediaPredictionDeleted':
      return event.data.predictionId;
    default:
      return undefined;
  }
}

function evolvePrediction(
  current: MediaPredictionDocument | undefined,
  event: RecordedEvent,
): Evolved<MediaPredictionDocument> | undefined {
  switch (event.type) {
    case 'MediaPredictionCreated':
    case 'MediaPredictionEdited': {
      const { predictionId, ...fields } = event.data;
      return { id: predictionId, ...fields };
    }
    case 'MediaPredictionDeleted':
      return undefined;
    default:
      return current;
  }
}

/** The research hub's media predictions as they stand after their latest edit; a deleted one is gone. */
export const mediaPredictionsProjection: Projection<MediaPredictionDocument> = {
  collection: ReadModel.mediaPredictions,
  canHandle: new Set(['MediaPredictionCreated', 'MediaPredictionEdited', 'MediaPredictionDeleted']),
  reads: (event) => {
    const id = predictionIdOf(event);
    return id === undefined ? [] : [{ collection: ReadModel.mediaPredictions, id }];
  },
  targets: (event) => {
    const id = predictionIdOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: evolvePrediction,
};
