import {
  MediaPrediction,
  Official,
  type MediaPredictionDocument,
  type OfficialDocument,
  type QuestionDocument,
} from '@iec-bets/contracts';
import { compareText } from './compare-text.js';

/** The API's official: the read model's fields without the internal ones. */
export const toOfficial = (doc: OfficialDocument): Official => Official.parse(doc);

/** The API's media prediction: the read model's fields without the internal ones. */
export const toMediaPrediction = (doc: MediaPredictionDocument): MediaPrediction => MediaPrediction.parse(doc);

/** Officials in alphabetical order of name (the same order as GET /api/officials), ties by id. */
export function byName(a: OfficialDocument, b: OfficialDocument): number {
  return compareText(a.name, b.name) || compareText(a.id, b.id);
}

/** Newest source first, ties by id: the order of GET /api/predictions. */
export function byNewestSource(a: MediaPredictionDocument, b: MediaPredictionDocument): number {
  return compareText(b.sourceDate, a.sourceDate) || compareText(b.id, a.id);
}

/** Latest question date first, as the public archive lists them. */
export function byLatestDate(a: QuestionDocument, b: QuestionDocument): number {
  return compareText(b.date, a.date) || compareText(b.id, a.id);
}
