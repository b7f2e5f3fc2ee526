import { disputeDocumentId, ReadModel, type DisputeDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, FindQuery, Projection, ReadModelView, Target } from '../projection.js';

/** A question's disputes, all of them or only the open ones. Their ids start with the question's id. */
export function disputesOf(questionId: string, only?: { status: 'open' }): FindQuery {
  return { where: { questionId, ...only }, idPrefix: disputeDocumentId(questionId, '') };
}

function targetsOf(view: ReadModelView, query: FindQuery): Array<Target<undefined>> {
  return view.find<DisputeDocument>(ReadModel.disputes, query).map((dispute) => ({ id: dispute.id, context: undefined }));
}

function evolveDispute(current: DisputeDocument | undefined, event: RecordedEvent): Evolved<DisputeDocument> | DisputeDocument | undefined {
  switch (event.type) {
    case 'QuestionResolutionDisputed': {
      const userId = event.metadata.actorId;
      // One dispute per person is the write side's rule; a document already there is kept as it is.
      if (current || !userId) return current;
      const { questionId, reason } = event.data;
      return {
        id: disputeDocumentId(questionId, userId),
        questionId,
        userId,
        reason,
        disputedAt: event.metadata.occurredAt,
        status: 'open',
        note: null,
        closedAt: null,
      };
    }
    case 'QuestionDisputesDismissed':
      return current && { ...current, status: 'dismissed', note: event.data.note, closedAt: event.metadata.occurredAt };
    case 'QuestionResolutionCorrected':
      return current && { ...current, status: 'corrected', closedAt: event.metadata.occurredAt };
    case 'QuestionDeleted':
      return undefined;
    default:
      return current;
  }
}

/**
 * Every dispute of a resolution, open until an admin dismisses the disputes open at that moment or corrects the
 * outcome; the admins' list is the open ones, and each disputer sees what became of theirs.
 */
export const disputesProjection: Projection<DisputeDocument> = {
  collection: ReadModel.disputes,
  canHandle: new Set([
    'QuestionResolutionDisputed', 'QuestionDisputesDismissed', 'QuestionResolutionCorrected', 'QuestionDeleted',
  ]),
  reads: (event): DeclaredRead[] => {
    switch (event.type) {
      case 'QuestionResolutionDisputed':
        return event.metadata.actorId
          ? [{ collection: ReadModel.disputes, id: disputeDocumentId(event.data.questionId, event.metadata.actorId) }]
          : [];
      case 'QuestionDisputesDismissed':
      case 'QuestionResolutionCorrected':
        return [{ collection: ReadModel.disputes, ...disputesOf(event.data.questionId, { status: 'open' }) }];
      case 'QuestionDeleted':
        return [{ collection: ReadModel.disputes, ...disputesOf(event.data.questionId) }];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'QuestionResolutionDisputed': {
        const userId = event.metadata.actorId;
        return userId ? [{ id: disputeDocumentId(event.data.questionId, userId), context: undefined }] : [];
      }
      case 'QuestionDisputesDismissed':
      case 'QuestionResolutionCorrected':
        return targetsOf(view, disputesOf(event.data.questionId, { status: 'open' }));
      case 'QuestionDeleted':
        return targetsOf(view, disputesOf(event.data.questionId));
      default:
        return [];
    }
  },
  evolve: evolveDispute,
};
