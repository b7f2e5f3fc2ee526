import {
  commentDocumentId,
  ReadModel,
  unshownRecordId,
  type CommentDocument,
  type DisputeDocument,
  type FriendshipDocument,
  type PendingReportDocument,
  type QuestionDocument,
  type RecordedEvent,
  type ReportOutcome,
  type SuggestionDocument,
  type UnshownRecordDocument,
} from '@iec-bets/contracts';
import type { DeclaredRead, Projection, ReadModelView, Target } from '../projection.js';
import { commentsOf } from './countable-comment.js';
import { disputesOf } from './disputes-projection.js';
import { reportsDismissed } from './moderated-comment.js';

/** One kind of record as evolve returns it (Evolved of each member of the union, not of the union as a whole). */
type Distributed<D> = D extends unknown ? Omit<D, '_position'> : never;
type UnshownRecord = Distributed<UnshownRecordDocument>;

/** The record an event keeps, or null for one it lets go. */
type Keep = UnshownRecord | null;

const recordsOf = (userId: string) => ({ collection: ReadModel.unshownRecords, where: { userId } });

function reportRecords(
  comment: CommentDocument,
  reports: readonly PendingReportDocument[],
  outcome: ReportOutcome,
  dealtWithAt: string,
): Array<Target<Keep>> {
  return reports.map(({ reporterId, reason, details, reportedAt }) => {
    const id = unshownRecordId.report(comment.commentId, reporterId);
    const record: UnshownRecord = { kind: 'report', id, userId: reporterId, commentId: comment.commentId, questionId: comment.questionId, reason, details, reportedAt, outcome, dealtWithAt };
    return { id, context: record };
  });
}

function commentOfEvent(view: ReadModelView, data: { questionId: string; commentId: string }): CommentDocument | undefined {
  return view.get<CommentDocument>(ReadModel.comments, commentDocumentId(data.questionId, data.commentId));
}

/** Everything a question's deletion takes off show: its comments, the reports waiting on them, its disputes. */
function deletedQuestionRecords(view: ReadModelView, questionId: string, deletedAt: string): Array<Target<Keep>> {
  const question = view.get<QuestionDocument>(ReadModel.questions, questionId);
  if (!question) return [];
  const comments = view.find<CommentDocument>(ReadModel.comments, commentsOf(questionId));
  const disputes = view.find<DisputeDocument>(ReadModel.disputes, disputesOf(questionId));
  return [
    ...comments.map((comment): Target<Keep> => {
      const id = unshownRecordId.comment(comment.commentId);
      const { commentId, userId, createdAt } = comment;
      const questionText = question.text;
      return { id, context: { kind: 'comment', id, userId, commentId, questionId, questionText, postedAt: createdAt, questionDeletedAt: deletedAt } };
    }),
    ...comments.flatMap((comment) => reportRecords(comment, comment.pendingReports ?? [], 'question deleted', deletedAt)),
    ...disputes.map((dispute): Target<Keep> => {
      const id = unshownRecordId.dispute(questionId, dispute.userId);
      const { userId, reason, disputedAt, status, note } = dispute;
      return { id, context: { kind: 'dispute', id, userId, questionId, reason, disputedAt, status, note, questionDeletedAt: deletedAt } };
    }),
  ];
}

function declinedRequestRecords(view: ReadModelView, event: Extract<RecordedEvent, { type: 'FriendRequestRejected' }>): Array<Target<Keep>> {
  const request = view.get<FriendshipDocument>(ReadModel.friendships, event.data.requestId);
  if (!request || request.status !== 'pending') return [];
  const declinedAt = event.metadata.occurredAt;
  const sides = [
    { userId: request.requesterId, otherUserId: request.receiverId, direction: 'sent' as const },
    { userId: request.receiverId, otherUserId: request.requesterId, direction: 'received' as const },
  ];
  return sides.map(({ userId, otherUserId, direction }) => {
    const id = unshownRecordId.declinedFriendRequest(request.id, userId, event.position);
    return { id, context: { kind: 'declined friend request', id, userId, otherUserId, direction, requestedAt: request.createdAt, declinedAt } };
  });
}

function deletedSuggestionRecord(view: ReadModelView, suggestionId: string, deletedAt: string): Array<Target<Keep>> {
  const suggestion = view.get<SuggestionDocument>(ReadModel.suggestions, suggestionId);
  if (!suggestion) return [];
  const id = unshownRecordId.suggestion(suggestionId);
  const { userId, title, description, status, adminNotes, createdAt } = suggestion;
  return [{ id, context: { kind: 'suggestion', id, userId, suggestionId, title, description, status, adminNotes, submittedAt: createdAt, deletedAt } }];
}

function readsOf(event: RecordedEvent): DeclaredRead[] {
  switch (event.type) {
    case 'QuestionDeleted':
      return [
        { collection: ReadModel.questions, id: event.data.questionId },
        { collection: ReadModel.comments, ...commentsOf(event.data.questionId) },
        { collection: ReadModel.disputes, ...disputesOf(event.data.questionId) },
      ];
    case 'CommentDeleted':
      return [
        { collection: ReadModel.comments, id: commentDocumentId(event.data.questionId, event.data.commentId) },
        { collection: ReadModel.unshownRecords, id: unshownRecordId.comment(event.data.commentId) },
      ];
    case 'CommentRemoved':
    case 'CommentReportsDismissed':
      return [{ collection: ReadModel.comments, id: commentDocumentId(event.data.questionId, event.data.commentId) }];
    case 'FriendRequestRejected':
      return [{ collection: ReadModel.friendships, id: event.data.requestId }];
    case 'SuggestionDeleted':
      return [{ collection: ReadModel.suggestions, id: event.data.suggestionId }];
    case 'UserDeleted':
      return [recordsOf(event.data.userId)];
    default:
      return [];
  }
}

function targetsOf(event: RecordedEvent, view: ReadModelView): Array<Target<Keep>> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'QuestionDeleted':
      return deletedQuestionRecords(view, event.data.questionId, at);
    case 'CommentDeleted': {
      // Its author took it down: a record of it under a deleted question goes (its text is unreadable from now on),
      // and the reports that waited on a live one are dealt with.
      const comment = commentOfEvent(view, event.data);
      const record = unshownRecordId.comment(event.data.commentId);
      return [
        ...(view.get(ReadModel.unshownRecords, record) ? [{ id: record, context: null }] : []),
        ...(comment ? reportRecords(comment, comment.pendingReports ?? [], 'comment deleted by its author', at) : []),
      ];
    }
    case 'CommentRemoved': {
      const comment = commentOfEvent(view, event.data);
      return comment && !comment.removedByModerator ? reportRecords(comment, comment.pendingReports ?? [], 'comment removed', at) : [];
    }
    case 'CommentReportsDismissed': {
      const comment = commentOfEvent(view, event.data);
      if (!comment) return [];
      return reportRecords(comment, reportsDismissed(comment, event.data.reportsRead).dismissed, 'dismissed', at);
    }
    case 'FriendRequestRejected':
      return declinedRequestRecords(view, event);
    case 'SuggestionDeleted':
      return deletedSuggestionRecord(view, event.data.suggestionId, at);
    case 'UserDeleted':
      // No one is left to ask for them.
      return view.find<UnshownRecordDocument>(ReadModel.unshownRecords, { where: { userId: event.data.userId } }).map((record) => ({ id: record.id, context: null }));
    default:
      return [];
  }
}

/**
 * What the product stops showing of a person while the log keeps it readable (see UnshownRecordDocument), gathered
 * per person as it leaves the other read models, so that their data export is complete without reading the log.
 */
export const unshownRecordsProjection: Projection<UnshownRecordDocument, Keep> = {
  collection: ReadModel.unshownRecords,
  canHandle: new Set([
    'QuestionDeleted', 'CommentDeleted', 'CommentRemoved', 'CommentReportsDismissed', 'FriendRequestRejected',
    'SuggestionDeleted', 'UserDeleted',
  ]),
  reads: readsOf,
  targets: targetsOf,
  // A record once made stays as made (a replay finds it there); null lets one go.
  evolve: (current, _event, keep) => (keep === null ? undefined : (current ?? keep)),
};
