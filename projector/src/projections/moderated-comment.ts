import type { CommentDocument, RecordedEvent } from '@iec-bets/contracts';

type ModerationEvent = Extract<RecordedEvent, { type: 'CommentReported' | 'CommentReportsDismissed' | 'CommentRemoved' }>;

/** The comment with its moderation fields cleared: no report waits on it any more. */
function withoutPendingReports(comment: CommentDocument): CommentDocument {
  const { pendingReports: _reports, awaitingModeration: _awaiting, lastReportedAt: _last, ...rest } = comment;
  return rest;
}

/**
 * A comment after a report, a dismissal or a removal. A removed comment keeps its place, author and time in the
 * discussion but loses its text and image here: the read models serve what people see, and what a moderator took
 * down should not be one query away. The log still holds it for audit.
 */
export function moderatedComment(comment: CommentDocument, event: ModerationEvent): CommentDocument {
  switch (event.type) {
    case 'CommentReported': {
      // A report on a removed comment (racing the removal) has nothing left to ask of the moderators.
      if (comment.removedByModerator) return comment;
      const { reporterId, reason, details } = event.data;
      const reportedAt = event.metadata.occurredAt;
      return {
        ...comment,
        pendingReports: [...(comment.pendingReports ?? []), { reporterId, reason, details, reportedAt }],
        awaitingModeration: true,
        lastReportedAt: reportedAt,
      };
    }
    case 'CommentReportsDismissed': {
      // Reports that came in after the one the admin read last are still waiting for them.
      const { throughReporterId } = event.data;
      const pending = comment.pendingReports ?? [];
      const through = throughReporterId === null ? pending.length - 1 : pending.findIndex((report) => report.reporterId === throughReporterId);
      const waiting = pending.slice(through + 1);
      if (waiting.length === 0) return withoutPendingReports(comment);
      return { ...comment, pendingReports: waiting };
    }
    case 'CommentRemoved':
      return { ...withoutPendingReports(comment), content: '', image: null, removedByModerator: true };
  }
}
