import type { DomainEvent, MediaPredictionFields } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import { mediaPredictionDecider } from './media-prediction-decider.js';

const given = specFor(mediaPredictionDecider);
const predictionId = 'p1';
const prediction: MediaPredictionFields = {
  predictionId,
  statement: 'Demo: turnout in the next by-election will be low.',
  prediction: 'Turnout below 40%',
  confidence: 70,
  sourceTitle: 'Demo source (fictional)',
  sourceDate: '2026-11-20',
  sourceUrl: 'https://example.org/demo/turnout',
  tags: ['turnout'],
};
const changed: MediaPredictionFields = { ...prediction, confidence: 55 };

const created: DomainEvent = { type: 'MediaPredictionCreated', data: prediction };
const edited: DomainEvent = { type: 'MediaPredictionEdited', data: changed };
const deleted: DomainEvent = { type: 'MediaPredictionDeleted', data: { predictionId } };
const NOT_FOUND = 'We could not find that media prediction';

describe('creating a media prediction', () => {
  it('records every field', () => {
    given([]).when({ type: 'CreateMediaPrediction', data: prediction }).then([created]);
  });

  it('refuses to create over an existing or deleted prediction', () => {
    given([created])
      .when({ type: 'CreateMediaPrediction', data: prediction })
      .thenThrows(InvalidTransition, 'This media prediction already exists');
    given([created, deleted])
      .when({ type: 'CreateMediaPrediction', data: prediction })
      .thenThrows(InvalidTransition, 'This media prediction already exists');
  });
});

describe('editing a media prediction', () => {
  it('records the new fields in full', () => {
    given([created]).when({ type: 'EditMediaPrediction', data: changed }).then([edited]);
  });

  it('records nothing when nothing changed since the latest edit', () => {
    given([created, edited]).when({ type: 'EditMediaPrediction', data: changed }).then([]);
    given([created]).when({ type: 'EditMediaPrediction', data: prediction }).then([]);
  });

  it('cannot edit what does not exist or was deleted', () => {
    given([]).when({ type: 'EditMediaPrediction', data: changed }).thenThrows(NotFound, NOT_FOUND);
    given([created, deleted]).when({ type: 'EditMediaPrediction', data: changed }).thenThrows(NotFound, NOT_FOUND);
  });
});

describe('deleting a media prediction', () => {
  it('deletes a created or edited prediction', () => {
    given([created]).when({ type: 'DeleteMediaPrediction', data: { predictionId } }).then([deleted]);
    given([created, edited]).when({ type: 'DeleteMediaPrediction', data: { predictionId } }).then([deleted]);
  });

  it('cannot delete twice or delete what does not exist', () => {
    given([created, deleted]).when({ type: 'DeleteMediaPrediction', data: { predictionId } }).thenThrows(NotFound, NOT_FOUND);
    given([]).when({ type: 'DeleteMediaPrediction', data: { predictionId } }).thenThrows(NotFound, NOT_FOUND);
  });
});
