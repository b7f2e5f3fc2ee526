import type { ModeratedComment, QuestionHistoryEntry, QuestionOption } from '@iec-bets/contracts';
import { formatDateTime } from '@/lib/dates';
import { eventText, optionText } from '@/lib/event-words';
import { httpLink } from '@/lib/http-link';
import { shortId } from '@/lib/short-id';

/** A short label and the words a step carried, e.g. "Why" and the resolution's summary. */
export interface HistoryDetail {
  label: string;
  text: string;
}

function detail(label: string, words: string | null): HistoryDetail[] {
  return words ? [{ label, text: words }] : [];
}

/**
 * What one event of a question's life means to an admin: a heading and the details that event carried. The steps are
 * named as the public history names them (trust/utils/describe-step.ts), so an admin and a player reading the same
 * question read the same story; the admin also sees what only an audit needs (the time of day, who disputed and why,
 * which comment a moderator acted on, whose it was and what it said).
 */
export function describeHistoryStep(
  entry: QuestionHistoryEntry,
  options: readonly QuestionOption[],
): { title: string; details: HistoryDetail[]; proofUrl: string | null } {
  const { data } = entry;
  const why = detail('Why', eventText(data.resolutionSummary));
  const comment = decidedComment(entry);
  switch (entry.type) {
    case 'QuestionDrafted': {
      const date = eventText(data.date);
      return { title: 'Drafted', details: detail('Question of the day on', date && formatDateTime(date)), proofUrl: null };
    }
    case 'QuestionDraftEdited': {
      const date = eventText(data.date);
      return {
        title: 'Draft edited',
        details: [...detail('Question', eventText(data.text)), ...detail('Question of the day on', date && formatDateTime(date))],
        proofUrl: null,
      };
    }
    case 'QuestionPublished':
      // Not "sent to all users": alerts go only to those who turned a channel on, and only where the server can deliver.
      return { title: 'Published', details: detail('Alerts', 'to everyone who turned them on'), proofUrl: null };
    case 'QuestionResolved': {
      const answer = optionText(options, data.correctOptionId);
      return { title: answer ? `Resolved: ${answer}` : 'Resolved', details: why, proofUrl: httpLink(data.resolutionProofUrl) };
    }
    case 'QuestionResolutionCorrected': {
      const answer = optionText(options, data.correctOptionId);
      return {
        title: answer ? `Resolution corrected to ${answer}` : 'Resolution corrected',
        details: why,
        proofUrl: httpLink(data.resolutionProofUrl),
      };
    }
    case 'QuestionResolutionDisputed':
      return { title: 'Resolution disputed', details: detail('Reason', eventText(data.reason)), proofUrl: null };
    case 'QuestionDisputesDismissed':
      return { title: 'Disputes dismissed', details: detail('Note', eventText(data.note)), proofUrl: null };
    case 'QuestionArchived':
      return { title: 'Archived', details: [], proofUrl: null };
    case 'QuestionDeleted':
      return { title: 'Deleted', details: [], proofUrl: null };
    case 'QuestionTagsChanged': {
      const tags = Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      return { title: 'Topics changed', details: detail('Topics', tags.length ? tags.join(', ') : 'none'), proofUrl: null };
    }
    case 'CommentRemoved':
      return { title: 'A comment was removed by a moderator', details: [...detail('Reason', eventText(data.reason)), ...comment], proofUrl: null };
    case 'CommentReportsDismissed':
      return { title: 'A reported comment was kept by a moderator', details: comment, proofUrl: null };
    default:
      // A newer server's event: still part of the trail, under its own name.
      return { title: entry.type, details: [], proofUrl: null };
  }
}

/**
 * The comment a moderator acted on: whose it was and what it said, as it was posted, which the discussion no longer
 * shows once it is removed. From a server that does not send it, the comment's shortened id, as before.
 */
function decidedComment(entry: QuestionHistoryEntry): HistoryDetail[] {
  const { comment } = entry;
  if (!comment) {
    const commentId = eventText(entry.data.commentId);
    return detail('Comment', commentId && shortId(commentId));
  }
  const author = comment.author.username ? `${comment.author.username} (${shortId(comment.author.id)})` : `a deleted account (${shortId(comment.author.id)})`;
  return [{ label: 'Comment by', text: author }, { label: 'It said', text: saidIn(comment) }];
}

function saidIn(comment: ModeratedComment): string {
  if (comment.content === null) return 'nothing left to read: its author deleted it';
  // A comment with no words is an image alone: one with neither is erased, and arrives as null.
  if (comment.content === '') return 'an image, with no words';
  return comment.hadImage ? `“${comment.content}”, with an image` : `“${comment.content}”`;
}

/** Who did it: the username (when the user still exists) and the shortened id; the operator's command line by name. */
export function describeActor(actor: QuestionHistoryEntry['actor']): string {
  if (!actor) return 'by the site operator';
  return actor.username ? `by ${actor.username} (${shortId(actor.id)})` : `by user ${shortId(actor.id)}`;
}
