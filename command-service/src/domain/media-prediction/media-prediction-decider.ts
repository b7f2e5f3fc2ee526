import { PREDICTION_NOT_FOUND } from '@iec-bets/contracts';
import type { MediaPredictionEvent } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import { sameFields } from '../same-fields.js';
import type { MediaPredictionCommand } from './media-prediction-commands.js';
import {
  evolveMediaPrediction,
  initialMediaPredictionState,
  type MediaPredictionState,
} from './media-prediction-state.js';


function decideMediaPrediction(command: MediaPredictionCommand, state: MediaPredictionState): MediaPredictionEvent[] {
  switch (command.type) {
    case 'CreateMediaPrediction':
      if (state.kind !== 'absent') throw new InvalidTransition('This media prediction already exists');
      return [{ type: 'MediaPredictionCreated', data: { ...command.data } }];
    case 'EditMediaPrediction':
      if (state.kind !== 'live') throw new NotFound(PREDICTION_NOT_FOUND);
      if (sameFields(state.prediction, command.data)) return [];
      return [{ type: 'MediaPredictionEdited', data: { ...command.data } }];
    case 'DeleteMediaPrediction':
      if (state.kind !== 'live') throw new NotFound(PREDICTION_NOT_FOUND);
      return [{ type: 'MediaPredictionDeleted', data: { predictionId: command.data.predictionId } }];
  }
}

/** A media prediction of the research hub: created, edited any number of times, deleted for good. */
export const mediaPredictionDecider: Decider<MediaPredictionCommand, MediaPredictionState, MediaPredictionEvent> = {
  decide: decideMediaPrediction,
  evolve: evolveMediaPrediction,
  initialState: initialMediaPredictionState,
};
