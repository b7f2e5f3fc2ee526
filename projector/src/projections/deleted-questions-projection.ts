import { ReadModel, type DeletedQuestionDocument, type QuestionDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection, Target } from '../projection.js';

/** The question as it stood when deleted: every projection sees the read models as they were before the event. */
type Kept = QuestionDocument;

function evolveDeleted(
  current: DeletedQuestionDocument | undefined,
  event: RecordedEvent,
  question: Kept,
): Evolved<DeletedQuestionDocument> | DeletedQuestionDocument | undefined {
  // A question is deleted once; should the log say it twice, the first deletion is the one that took it away.
  if (event.type !== 'QuestionDeleted' || current) return current;
  return {
    id: question.id,
    text: question.text,
    date: question.date,
    options: question.options,
    wasPublished: question.isPublished,
    wasResolved: question.isResolved,
    totalVotes: question.totalVotes,
    deletedAt: event.metadata.occurredAt,
    deletedBy: event.metadata.actorId || null,
  };
}

/**
 * The deleted questions, which the questions read model drops but whose history the log keeps: the admins' list of
 * them is how an audit finds that history without knowing the id. Taken once, after the pages of answers the deletion
 * walks (no paging): it reads the question alone, whose votes those pages leave as they were.
 */
export const deletedQuestionsProjection: Projection<DeletedQuestionDocument, Kept> = {
  collection: ReadModel.deletedQuestions,
  canHandle: new Set(['QuestionDeleted']),
  reads: (event) => (event.type === 'QuestionDeleted' ? [{ collection: ReadModel.questions, id: event.data.questionId }] : []),
  targets: (event, view): Array<Target<Kept>> => {
    if (event.type !== 'QuestionDeleted') return [];
    const question = view.get<QuestionDocument>(ReadModel.questions, event.data.questionId);
    return question ? [{ id: question.id, context: question }] : [];
  },
  evolve: evolveDeleted,
};
