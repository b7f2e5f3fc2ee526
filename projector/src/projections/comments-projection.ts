import { commentDocumentId, ReadModel, type CommentDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { Evolved, Projection } from '../projection.js';
import { commentDocumentIdOf, commentEventCounts, commentsOf } from './countable-comment.js';
import { moderatedComment } from './moderated-comment.js';

function evolveComment(
  current: CommentDocument | undefined,
  event: RecordedEvent,
): Evolved<CommentDocument> | CommentDocument | undefined {
  switch (event.type) {
    case 'CommentPosted': {
      if (current) return current;
      const { commentId, questionId, userId, content, image } = event.data;
      return {
        id: commentDocumentIdOf(event),
        commentId,
        questionId,
        userId,
        content,
        image,
        createdAt: event.metadata.occurredAt,
      };
    }
    case 'CommentReported':
    case 'CommentReportsDismissed':
    case 'CommentRemoved':
      return current && moderatedComment(current, event);
    case 'CommentDeleted':
    case 'QuestionDeleted':
      return undefined;
    default:
      return current;
  }
}

/** Every live comment; a deleted comment, or every comment of a deleted question, leaves no document. */
export const commentsProjection: Projection<CommentDocument> = {
  collection: ReadModel.comments,
  canHandle: new Set([
    'CommentPosted', 'CommentDeleted', 'CommentReported', 'CommentReportsDismissed', 'CommentRemoved',
    'QuestionDeleted',
  ]),
  reads: (event) => {
    switch (event.type) {
      case 'CommentPosted':
        return [
          { collection: ReadModel.comments, id: commentDocumentIdOf(event) },
          { collection: ReadModel.questions, id: event.data.questionId },
        ];
      case 'CommentDeleted':
      case 'CommentReported':
      case 'CommentReportsDismissed':
      case 'CommentRemoved':
        return [{ collection: ReadModel.comments, id: commentDocumentId(event.data.questionId, event.data.commentId) }];
      case 'QuestionDeleted':
        return [{ collection: ReadModel.comments, ...commentsOf(event.data.questionId) }];
      default:
        return [];
    }
  },
  targets: (event, view) => {
    switch (event.type) {
      case 'CommentPosted':
      case 'CommentDeleted':
        return commentEventCounts(view, event) ? [{ id: commentDocumentIdOf(event), context: undefined }] : [];
      case 'CommentReported':
      case 'CommentReportsDismissed':
      case 'CommentRemoved': {
        // Moderation of a comment that is already gone (deleted by its author meanwhile) changes nothing.
        const id = commentDocumentId(event.data.questionId, event.data.commentId);
        return view.get<CommentDocument>(ReadModel.comments, id) ? [{ id, context: undefined }] : [];
      }
      case 'QuestionDeleted':
        return view
          .find<CommentDocument>(ReadModel.comments, commentsOf(event.data.questionId))
          .map((comment) => ({ id: comment.id, context: undefined }));
      default:
        return [];
    }
  },
  evolve: evolveComment,
};
