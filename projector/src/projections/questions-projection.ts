import { ReadModel, southAfricanDay, type QuestionDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';
import { questionCountingAnswer } from './countable-answer.js';
import { commentEventCounts } from './countable-comment.js';

function questionIdOf(event: RecordedEvent): string | undefined {
  switch (event.type) {
    case 'QuestionDrafted':
    case 'QuestionDraftEdited':
    case 'QuestionPublished':
    case 'QuestionResolved':
    case 'QuestionArchived':
    case 'QuestionDeleted':
    case 'QuestionTagsChanged':
    case 'QuestionResolutionCorrected':
    case 'AnswerSubmitted':
    case 'CommentPosted':
    case 'CommentDeleted':
      return event.data.questionId;
    default:
      return undefined;
  }
}

function drafted(event: Extract<RecordedEvent, { type: 'QuestionDrafted' }>): Evolved<QuestionDocument> {
  const { questionId, text, context, options } = event.data;
  // One spelling of every instant, so that dates compare correctly as strings in any store.
  const date = new Date(event.data.date).toISOString();
  return {
    id: questionId,
    text,
    context,
    date,
    day: southAfricanDay(date),
    options,
    isActive: false,
    isResolved: false,
    isArchived: false,
    isPublished: false,
    publishedAt: null,
    createdAt: event.metadata.occurredAt,
    correctOptionId: null,
    resolutionSummary: null,
    resolutionProofUrl: null,
    resolvedAt: null,
    tags: [],
    results: options.map((option) => ({ optionId: option.id, optionText: option.text, count: 0 })),
    totalVotes: 0,
    commentCount: 0,
  };
}

/** The question's resolutions with this one added: each answerer's result is told from them (QuestionDocument). */
function withResolutionStep(
  current: QuestionDocument,
  event: Extract<RecordedEvent, { type: 'QuestionResolved' | 'QuestionResolutionCorrected' }>,
): Pick<QuestionDocument, 'resolutions' | 'lastResolutionAt'> {
  const at = event.metadata.occurredAt;
  const steps = current.resolutions ?? [];
  // Batches skip a document already past the event (its `_position`); this holds even without that.
  if (steps.some((step) => step.position === event.position)) return { resolutions: steps, lastResolutionAt: steps.at(-1)!.at };
  return { resolutions: [...steps, { position: event.position, correctOptionId: event.data.correctOptionId, at }], lastResolutionAt: at };
}

function evolveQuestion(
  current: QuestionDocument | undefined,
  event: RecordedEvent,
): Evolved<QuestionDocument> | QuestionDocument | undefined {
  if (event.type === 'QuestionDrafted') return current ?? drafted(event);
  if (!current) return undefined;
  switch (event.type) {
    case 'QuestionDraftEdited': {
      // A draft has no answers yet: its options' counts start again from its new options.
      const { text, context, options } = event.data;
      const date = new Date(event.data.date).toISOString();
      return {
        ...current,
        text,
        context,
        date,
        day: southAfricanDay(date),
        options,
        results: options.map((option) => ({ optionId: option.id, optionText: option.text, count: 0 })),
      };
    }
    case 'QuestionPublished':
      return { ...current, isPublished: true, isActive: !current.isArchived, publishedAt: event.metadata.occurredAt };
    case 'QuestionResolved':
      return {
        ...current,
        isResolved: true,
        correctOptionId: event.data.correctOptionId,
        resolutionSummary: event.data.resolutionSummary,
        resolutionProofUrl: event.data.resolutionProofUrl,
        resolvedAt: event.metadata.occurredAt,
        ...withResolutionStep(current, event),
      };
    case 'QuestionResolutionCorrected':
      // `resolvedAt` stays the first resolution's: the month and day an answer's resolution counts in do not move.
      return {
        ...current,
        correctOptionId: event.data.correctOptionId,
        resolutionSummary: event.data.resolutionSummary,
        resolutionProofUrl: event.data.resolutionProofUrl,
        resolutionCorrectedAt: event.metadata.occurredAt,
        ...withResolutionStep(current, event),
      };
    case 'QuestionArchived':
      return { ...current, isArchived: true, isActive: false };
    case 'QuestionTagsChanged':
      return { ...current, tags: event.data.tags };
    case 'QuestionDeleted':
      return undefined;
    // `targets` names the question only for a comment that counts.
    case 'CommentPosted':
      return { ...current, commentCount: current.commentCount + 1 };
    case 'CommentDeleted':
      return { ...current, commentCount: Math.max(0, current.commentCount - 1) };
    case 'AnswerSubmitted': {
      // `targets` names the question only for an answer that counts.
      const { optionId } = event.data;
      return {
        ...current,
        results: current.results.map((result) =>
          result.optionId === optionId ? { ...result, count: result.count + 1 } : result,
        ),
        totalVotes: current.totalVotes + 1,
      };
    }
    default:
      return current;
  }
}

/** Every question with its lifecycle flags and the number of answers per option. */
export const questionsProjection: Projection<QuestionDocument> = {
  collection: ReadModel.questions,
  reads: (event) => {
    const id = questionIdOf(event);
    return id === undefined ? [] : [{ collection: ReadModel.questions, id }];
  },
  targets: (event, view) => {
    if (event.type === 'AnswerSubmitted') {
      const question = questionCountingAnswer(view, event);
      return question ? [{ id: question.id, context: undefined }] : [];
    }
    if (event.type === 'CommentPosted' || event.type === 'CommentDeleted') {
      return commentEventCounts(view, event) ? [{ id: event.data.questionId, context: undefined }] : [];
    }
    const id = questionIdOf(event);
    return id === undefined ? [] : [{ id, context: undefined }];
  },
  evolve: evolveQuestion,
};
