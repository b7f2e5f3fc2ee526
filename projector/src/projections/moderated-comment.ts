import type { CommentDocument, PendingReportDocument, RecordedEvent } from '@iec-bets/contracts';

type ModerationEvent = Extract<RecordedEvent, { type: 'CommentReported' | 'CommentReportsDismissed' | 'CommentRemoved' }>;

/**
 * Which of a comment's waiting reports a dismissal deals with. The waiting reports are the newest of all the comment
 * has had: those beyond the count the admin read came in while they decided, and still wait. Without a count
 * (version 1), every one was dismissed.
 */
export function reportsDismissed(
  comment: CommentDocument,
  reportsRead: number | undefined,
): { dismissed: PendingReportDocument[]; stillWaiting: PendingReportDocument[] } {
  const pending = comment.pendingReports ?? [];
  const unread = reportsRead === undefined ? 0 : Math.min(pending.length, Math.max(0, (comment.reportCount ?? pending.length) - reportsRead));
  return { dismissed: pending.slice(0, pending.length - unread), stillWaiting: pending.slice(pending.length - unread) };
}

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
        reportCount: (comment.reportCount ?? 0) + 1,
      };
    }
    case 'CommentReportsDismissed': {
      const { stillWaiting } = reportsDismissed(comment, event.data.reportsRead);
      if (stillWaiting.length === 0) return withoutPendingReports(comment);
      return { ...comment, pendingReports: stillWaiting };
    }
    case 'CommentRemoved':
      return { ...withoutPendingReports(comment), content: '', image: null, removedByModerator: true };
  }
}
