import { NationalCalibration, TrackRecord } from '../../api/calibration.js';
import { declareRoute } from '../route-declaration.js';
import { IdParams } from '../route-params.js';

/** "How well does South Africa predict?": the crowd's forecasts against what happened. */
export const CalibrationQueries = {
  national: declareRoute({
    method: 'GET',
    url: '/api/calibration',
    access: 'public',
    summary: "The nation's calibration (final Yes share against how often Yes happened) and its Brier score",
    description:
      'Every resolved question that anybody answered, binned by its final national Yes share (0–10%, …, 90–100%), ' +
      'with the number of questions and of Yes outcomes per bin, and the crowd\'s mean Brier score. A corrected ' +
      'resolution counts with its corrected outcome; deleted questions do not count.',
    tag: 'Calibration',
    schema: { response: { 200: NationalCalibration } },
  }),
  trackRecord: declareRoute({
    method: 'GET',
    url: '/api/users/:id/track-record',
    access: 'signed-in',
    summary: "A user's Brier score over their resolved answers, beside the crowd's on the same questions",
    description:
      "Readable by any signed-in user, like a user's stats: it tells no more than their accuracy does (a pick's " +
      'Brier score is 0 or 1), and names none of the questions.',
    tag: 'Calibration',
    schema: { params: IdParams, response: { 200: TrackRecord } },
    errors: [404],
  }),
};
