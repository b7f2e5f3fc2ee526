import type { QuestionHistoryEntry, QuestionOption } from '@iec-bets/contracts';
import { formatDateTime } from '@/lib/dates';
import { shortId } from '@/lib/short-id';

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** What one event of a question's life means to an admin: a heading and the details that event carried. */
export function describeHistoryStep(
  entry: QuestionHistoryEntry,
  options: readonly QuestionOption[],
): { title: string; details: string[]; proofUrl: string | null } {
  const { data } = entry;
  switch (entry.type) {
    case 'QuestionDrafted': {
      const date = text(data.date);
      return { title: 'Created as draft', details: date ? [`Scheduled for ${formatDateTime(date)}`] : [], proofUrl: null };
    }
    case 'QuestionPublished':
      // Not "sent to all users": alerts go only to those who turned a channel on, and only where the server can deliver.
      return { title: 'Published', details: ['Alerts went to everyone who turned them on'], proofUrl: null };
    case 'QuestionResolved': {
      const correct = text(data.correctOptionId);
      const summary = text(data.resolutionSummary);
      return {
        title: 'Resolved',
        details: [
          correct ? `Correct answer: ${options.find((option) => option.id === correct)?.text ?? correct}` : null,
          summary,
        ].filter((detail): detail is string => detail !== null),
        proofUrl: text(data.resolutionProofUrl),
      };
    }
    case 'QuestionResolutionCorrected': {
      const correct = text(data.correctOptionId);
      const summary = text(data.resolutionSummary);
      return {
        title: 'Resolution corrected',
        details: [
          correct ? `Correct answer now: ${options.find((option) => option.id === correct)?.text ?? correct}` : null,
          summary,
        ].filter((detail): detail is string => detail !== null),
        proofUrl: text(data.resolutionProofUrl),
      };
    }
    case 'QuestionResolutionDisputed': {
      const reason = text(data.reason);
      return { title: 'Resolution disputed', details: reason ? [`Reason: ${reason}`] : [], proofUrl: null };
    }
    case 'QuestionDisputesDismissed': {
      const note = text(data.note);
      return { title: 'Disputes dismissed: resolution kept', details: note ? [`Note: ${note}`] : [], proofUrl: null };
    }
    case 'QuestionArchived':
      return { title: 'Archived', details: [], proofUrl: null };
    case 'QuestionDeleted':
      return { title: 'Deleted permanently', details: [], proofUrl: null };
    case 'QuestionTagsChanged': {
      const tags = Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      return { title: 'Topics changed', details: [tags.length ? `Topics: ${tags.join(', ')}` : 'No topics'], proofUrl: null };
    }
    case 'CommentRemoved': {
      const reason = text(data.reason);
      const commentId = text(data.commentId);
      return {
        title: 'Comment removed by a moderator',
        details: [reason ? `Reason: ${reason}` : null, commentId ? `Comment ${shortId(commentId)}` : null].filter(
          (detail): detail is string => detail !== null,
        ),
        proofUrl: null,
      };
    }
    case 'CommentReportsDismissed': {
      const commentId = text(data.commentId);
      return { title: 'Reported comment kept', details: commentId ? [`Comment ${shortId(commentId)}`] : [], proofUrl: null };
    }
    default:
      // A newer server's event: still part of the trail, under its own name.
      return { title: entry.type, details: [], proofUrl: null };
  }
}

/** Who did it: the username (when the user still exists) and the shortened id. */
export function describeActor(actor: QuestionHistoryEntry['actor']): string {
  if (!actor) return 'by the system';
  return actor.username ? `by ${actor.username} (${shortId(actor.id)})` : `by user ${shortId(actor.id)}`;
}
