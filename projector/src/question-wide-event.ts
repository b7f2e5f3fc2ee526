import type { QuestionDocument, RecordedEvent } from '@iec-bets/contracts';

/**
 * The events whose consequences reach every answer of a question: a resolution moves each answerer's record and
 * boards, a deletion takes every answer out. On election night that is hundreds of thousands of answers,
 * so the projector takes such an event in pages of answers (see project-question-wide-event.ts).
 */
export type QuestionWideEvent = Extract<
  RecordedEvent,
  { type: 'QuestionResolved' | 'QuestionResolutionCorrected' | 'QuestionDeleted' | 'QuestionTagsChanged' }
>;

const QUESTION_WIDE: ReadonlySet<RecordedEvent['type']> = new Set([
  'QuestionResolved',
  'QuestionResolutionCorrected',
  'QuestionDeleted',
  'QuestionTagsChanged',
]);

export function isQuestionWide(event: RecordedEvent): event is QuestionWideEvent {
  return QUESTION_WIDE.has(event.type);
}

/**
 * Whether the event changes anything of the question's answers and answerers. New topics move the answers of a
 * resolved question between the topic boards, and an open question's answers count on no board yet: walking them
 * would be half a million answers read for nothing.
 */
export function movesAnswers(event: QuestionWideEvent, question: QuestionDocument | null): boolean {
  if (event.type !== 'QuestionTagsChanged') return true;
  return question !== null && question.isResolved && question.correctOptionId !== null;
}
