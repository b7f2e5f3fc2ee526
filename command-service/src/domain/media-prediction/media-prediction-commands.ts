import type { MediaPredictionFields } from '@iec-bets/contracts';

/** Create and edit carry every field (validated and normalised by the contracts' MediaPredictionRequest). */
export type CreateMediaPrediction = { type: 'CreateMediaPrediction'; data: MediaPredictionFields };
export type EditMediaPrediction = { type: 'EditMediaPrediction'; data: MediaPredictionFields };
export type DeleteMediaPrediction = { type: 'DeleteMediaPrediction'; data: { predictionId: string } };

export type MediaPredictionCommand = CreateMediaPrediction | EditMediaPrediction | DeleteMediaPrediction;
