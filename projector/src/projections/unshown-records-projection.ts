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
import type { DeclaredRead, Evolved, Projection, ReadModelView, Target } from '../projection.js';
import { commentsOf } from './countable-comment.js';
import { deletedAccountRead, isDeletedAccount } from './deleted-accounts-projection.js';
import { disputesOf } from './disputes-projection.js';
import { reportsDismissed } from './moderated-comment.js';

type UnshownRecord = Evolved<UnshownRecordDocument>;

/** The record an event keeps, or null for one it lets go. */
type Keep = UnshownRecord | null;

const recordsOf = (userId: string) => ({ collection: ReadModel.unshownRecords, where: { userId } });

/**
 * Only records of people who still have an account: a deleted account's comments, answers and reports stay where they
 * are shown (under "Deleted user"), but no one is left to export them, and its own records went with it.
 */
function forMembers(view: ReadModelView, targets: Array<Target<Keep>>): Array<Target<Keep>> {
  return targets.filter((target) => target.context === null || !isDeletedAccount(view, target.context.userId));
}

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
    ...comments.map((comment) =>
      commentRecord(comment.userId, { ...comment, questionText: question.text, removedByModerator: comment.removedByModerator === true }, deletedAt),
    ),
    ...comments.flatMap((comment) => reportRecords(comment, comment.pendingReports ?? [], 'question deleted', deletedAt)),
    ...disputes.map((dispute): Target<Keep> => {
      const id = unshownRecordId.dispute(questionId, dispute.userId);
      const { userId, reason, disputedAt, status, note } = dispute;
      return { id, context: { kind: 'dispute', id, userId, questionId, reason, disputedAt, status, note, questionDeletedAt: deletedAt } };
    }),
  ];
}

function commentRecord(
  userId: string,
  comment: { commentId: string; questionId: string; questionText: string | null; createdAt: string; removedByModerator: boolean },
  questionDeletedAt: string,
): Target<Keep> {
  const id = unshownRecordId.comment(comment.commentId);
  const { commentId, questionId, questionText, createdAt: postedAt, removedByModerator } = comment;
  return { id, context: { kind: 'comment', id, userId, commentId, questionId, questionText, postedAt, questionDeletedAt, removedByModerator } };
}

/** The friendship or request as it ends, kept for each of the two (forMembers leaves out a deleted one). */
function endedFriendshipRecords(
  friendship: FriendshipDocument,
  event: RecordedEvent,
  endedBecause: 'declined' | 'account deleted',
): Array<Target<Keep>> {
  const sides = [
    { userId: friendship.requesterId, otherUserId: friendship.receiverId, direction: 'sent' as const },
    { userId: friendship.receiverId, otherUserId: friendship.requesterId, direction: 'received' as const },
  ];
  return sides.map(({ userId, otherUserId, direction }) => {
    const id = unshownRecordId.endedFriendship(friendship.id, userId, event.position);
    const { createdAt: requestedAt, respondedAt: acceptedAt } = friendship;
    const endedAt = event.metadata.occurredAt;
    return { id, context: { kind: 'ended friendship', id, userId, otherUserId, direction, requestedAt, acceptedAt, endedAt, endedBecause } };
  });
}

function declinedRequestRecords(view: ReadModelView, event: Extract<RecordedEvent, { type: 'FriendRequestRejected' }>): Array<Target<Keep>> {
  const request = view.get<FriendshipDocument>(ReadModel.friendships, event.data.requestId);
  return request && request.status === 'pending' ? endedFriendshipRecords(request, event, 'declined') : [];
}

/** The deleted account's own records go; its friends keep theirs of the friendship, which the log keeps too. */
function deletedAccountRecords(view: ReadModelView, event: Extract<RecordedEvent, { type: 'UserDeleted' }>): Array<Target<Keep>> {
  const { userId } = event.data;
  const own = view.find<UnshownRecordDocument>(ReadModel.unshownRecords, { where: { userId } });
  const friendships = [
    ...view.find<FriendshipDocument>(ReadModel.friendships, { where: { requesterId: userId } }),
    ...view.find<FriendshipDocument>(ReadModel.friendships, { where: { receiverId: userId } }),
  ];
  return [
    ...own.map((record) => ({ id: record.id, context: null })),
    ...friendships.flatMap((friendship) => endedFriendshipRecords(friendship, event, 'account deleted')).filter((target) => target.context?.userId !== userId),
  ];
}

/**
 * A comment that reached the log just after its question's deletion (the two raced, each on its own stream): no read
 * model shows it, but the log holds its words, and its author may still delete them.
 */
function commentAfterItsQuestion(view: ReadModelView, event: Extract<RecordedEvent, { type: 'CommentPosted' }>): Array<Target<Keep>> {
  const { commentId, questionId, userId } = event.data;
  if (view.get(ReadModel.questions, questionId) || view.get(ReadModel.comments, commentDocumentId(questionId, commentId))) return [];
  const comment = { commentId, questionId, questionText: null, createdAt: event.metadata.occurredAt, removedByModerator: false };
  return [commentRecord(userId, comment, event.metadata.occurredAt)];
}

/** A report that reached the log just after the comment's question was deleted: dealt with by that deletion. */
function reportAfterItsQuestion(view: ReadModelView, event: Extract<RecordedEvent, { type: 'CommentReported' }>): Array<Target<Keep>> {
  const { commentId, questionId, reporterId, reason, details } = event.data;
  if (view.get(ReadModel.questions, questionId) || view.get(ReadModel.comments, commentDocumentId(questionId, commentId))) return [];
  const id = unshownRecordId.report(commentId, reporterId);
  const at = event.metadata.occurredAt;
  return [{ id, context: { kind: 'report', id, userId: reporterId, commentId, questionId, reason, details, reportedAt: at, outcome: 'question deleted', dealtWithAt: at } }];
}

/** Its author took it down: a record of it under a deleted question goes, and one that it was posted stays. */
function deletedCommentRecords(view: ReadModelView, event: Extract<RecordedEvent, { type: 'CommentDeleted' }>): Array<Target<Keep>> {
  const comment = commentOfEvent(view, event.data);
  const unshown = view.get<UnshownRecordDocument>(ReadModel.unshownRecords, unshownRecordId.comment(event.data.commentId));
  const posted = comment
    ? { userId: comment.userId, postedAt: comment.createdAt, removedByModerator: comment.removedByModerator === true, questionDeletedAt: null }
    : unshown?.kind === 'comment'
      ? unshown
      : undefined;
  const deletedAt = event.metadata.occurredAt;
  const { commentId, questionId } = event.data;
  const id = unshownRecordId.deletedComment(commentId);
  const deleted: Keep = posted
    ? {
        kind: 'deleted comment',
        id,
        userId: posted.userId,
        commentId,
        questionId,
        postedAt: posted.postedAt,
        deletedAt,
        removedByModerator: posted.removedByModerator,
        questionDeletedAt: posted.questionDeletedAt,
      }
    : null;
  return [
    ...(unshown ? [{ id: unshown.id, context: null }] : []),
    ...(deleted ? [{ id, context: deleted }] : []),
    // The reports that waited on a live one are dealt with.
    ...(comment ? reportRecords(comment, comment.pendingReports ?? [], 'comment deleted by its author', deletedAt) : []),
  ];
}

function deletedSuggestionRecord(view: ReadModelView, suggestionId: string, deletedAt: string): Array<Target<Keep>> {
  const suggestion = view.get<SuggestionDocument>(ReadModel.suggestions, suggestionId);
  if (!suggestion) return [];
  const id = unshownRecordId.suggestion(suggestionId);
  const { userId, title, description, status, adminNotes, createdAt } = suggestion;
  return [{ id, context: { kind: 'suggestion', id, userId, suggestionId, title, description, status, adminNotes, submittedAt: createdAt, deletedAt } }];
}

/** What tells whether a comment event raced its question's deletion: the question, and the comment's document. */
function questionAndCommentOf(data: { questionId: string; commentId: string }): DeclaredRead[] {
  return [
    { collection: ReadModel.questions, id: data.questionId },
    { collection: ReadModel.comments, id: commentDocumentId(data.questionId, data.commentId) },
  ];
}

function readsOf(event: RecordedEvent): DeclaredRead[] {
  switch (event.type) {
    case 'QuestionDeleted':
      return [
        { collection: ReadModel.questions, id: event.data.questionId },
        { collection: ReadModel.comments, ...commentsOf(event.data.questionId) },
        { collection: ReadModel.disputes, ...disputesOf(event.data.questionId) },
      ];
    case 'CommentPosted':
      return [...questionAndCommentOf(event.data), deletedAccountRead(event.data.userId)];
    case 'CommentDeleted':
      return [
        { collection: ReadModel.comments, id: commentDocumentId(event.data.questionId, event.data.commentId) },
        { collection: ReadModel.unshownRecords, id: unshownRecordId.comment(event.data.commentId) },
      ];
    case 'CommentReported':
      return [...questionAndCommentOf(event.data), deletedAccountRead(event.data.reporterId)];
    case 'CommentRemoved':
    case 'CommentReportsDismissed':
      return [{ collection: ReadModel.comments, id: commentDocumentId(event.data.questionId, event.data.commentId) }];
    case 'FriendRequestRejected':
      return [{ collection: ReadModel.friendships, id: event.data.requestId }];
    case 'SuggestionDeleted':
      return [{ collection: ReadModel.suggestions, id: event.data.suggestionId }];
    case 'UserDeleted':
      return [
        recordsOf(event.data.userId),
        { collection: ReadModel.friendships, where: { requesterId: event.data.userId } },
        { collection: ReadModel.friendships, where: { receiverId: event.data.userId } },
      ];
    default:
      return [];
  }
}

function targetsOf(event: RecordedEvent, view: ReadModelView): Array<Target<Keep>> {
  return forMembers(view, targetsOfAnyone(event, view));
}

function targetsOfAnyone(event: RecordedEvent, view: ReadModelView): Array<Target<Keep>> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'QuestionDeleted':
      return deletedQuestionRecords(view, event.data.questionId, at);
    case 'CommentPosted':
      return commentAfterItsQuestion(view, event);
    case 'CommentReported':
      return reportAfterItsQuestion(view, event);
    case 'CommentDeleted':
      return deletedCommentRecords(view, event);
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
      return deletedAccountRecords(view, event);
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
    'QuestionDeleted', 'CommentPosted', 'CommentDeleted', 'CommentReported', 'CommentRemoved', 'CommentReportsDismissed',
    'FriendRequestRejected', 'SuggestionDeleted', 'UserDeleted',
  ]),
  reads: readsOf,
  targets: targetsOf,
  // A record once made stays as made (a replay finds it there); null lets one go.
  evolve: (current, _event, keep) => (keep === null ? undefined : (current ?? keep)),
};
