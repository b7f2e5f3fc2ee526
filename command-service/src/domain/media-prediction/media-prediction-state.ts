import type { DomainEvent, MediaPredictionFields } from '@iec-bets/contracts';

/** A deleted prediction and one that never existed look the same to every command: not found. */
export type MediaPredictionState =
  | { kind: 'absent' }
  | { kind: 'deleted' }
  | { kind: 'live'; prediction: MediaPredictionFields };

export const initialMediaPredictionState = (): MediaPredictionState => ({ kind: 'absent' });

export function evolveMediaPrediction(state: MediaPredictionState, event: DomainEvent): MediaPredictionState {
  switch (event.type) {
    case 'MediaPredictionCreated':
    case 'MediaPredictionEdited':
      return { kind: 'live', prediction: event.data };
    case 'MediaPredictionDeleted':
      return { kind: 'deleted' };
    default:
      return state;
  }
}
