import type { PublicHistoryEntry } from '@iec-bets/contracts';
import { formatLongDate } from '@/lib/dates';
import { eventText, optionText } from '@/lib/event-words';
import { httpLink } from '@/lib/http-link';

export interface QuestionOptionText {
  id: string;
  text: string;
}

/** One step of a question's life in plain words, for anyone reading its public history. */
export interface StepDescription {
  title: string;
  /** Who took it, e.g. "by editor"; null where the title already says it or nobody is shown. */
  by: string | null;
  /** A short label and the words the step carried, e.g. the resolution's summary or a dismissal's note. */
  details: Array<{ label: string; text: string }>;
  proofUrl: string | null;
}

/** The admin's name; an admin whose account is gone, and the operator's command line, by what they were. */
function actorPhrase(actor: PublicHistoryEntry['actor']): string | null {
  if (actor.role === 'system') return 'by the site operator';
  if (actor.role === 'user') return null;
  return actor.name ? `by ${actor.name}` : 'by a former admin';
}

/** The draft as last written: drafted, then perhaps edited before it was published. */
const lastDraft = (entries: readonly PublicHistoryEntry[]) =>
  entries.findLast((entry) => entry.type === 'QuestionDrafted' || entry.type === 'QuestionDraftEdited');

/** The options as the draft last gave them: a resolution names its answer by id, and the reader wants its words. */
export function draftedOptions(entries: readonly PublicHistoryEntry[]): QuestionOptionText[] {
  const options = lastDraft(entries)?.data?.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => {
    if (!option || typeof option !== 'object') return [];
    const { id, text: words } = option as Record<string, unknown>;
    return typeof id === 'string' && typeof words === 'string' ? [{ id, text: words }] : [];
  });
}

/** The question as drafted or last edited (as it was published), for the page's heading; null when the history lacks it. */
export function draftedText(entries: readonly PublicHistoryEntry[]): string | null {
  return eventText(lastDraft(entries)?.data?.text);
}

export function describeStep(entry: PublicHistoryEntry, options: readonly QuestionOptionText[]): StepDescription {
  const data = entry.data ?? {};
  const by = actorPhrase(entry.actor);
  const summary = (label: string) => {
    const words = eventText(data.resolutionSummary);
    return words ? [{ label, text: words }] : [];
  };
  switch (entry.type) {
    case 'QuestionDrafted': {
      const day = eventText(data.date);
      return { title: 'Drafted', by, details: day ? [{ label: 'Question of the day on', text: formatLongDate(day) }] : [], proofUrl: null };
    }
    case 'QuestionDraftEdited': {
      // The whole question as the edit left it: what was asked before publishing is part of the record too.
      const words = eventText(data.text);
      const day = eventText(data.date);
      return {
        title: 'Draft edited',
        by,
        details: [...(words ? [{ label: 'Question', text: words }] : []), ...(day ? [{ label: 'Question of the day on', text: formatLongDate(day) }] : [])],
        proofUrl: null,
      };
    }
    case 'QuestionPublished':
      return { title: 'Published', by, details: [], proofUrl: null };
    case 'QuestionTagsChanged': {
      const tags = Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === 'string') : [];
      return { title: 'Topics changed', by, details: [{ label: 'Topics', text: tags.length ? tags.join(', ') : 'none' }], proofUrl: null };
    }
    case 'QuestionResolved': {
      const answer = optionText(options, data.correctOptionId);
      return { title: answer ? `Resolved: ${answer}` : 'Resolved', by, details: summary('Why'), proofUrl: httpLink(data.resolutionProofUrl) };
    }
    case 'QuestionResolutionDisputed':
      return { title: 'Resolution disputed by a player', by: null, details: [], proofUrl: null };
    case 'QuestionDisputesDismissed': {
      const note = eventText(data.note);
      return { title: 'Disputes dismissed', by, details: note ? [{ label: 'Note', text: note }] : [], proofUrl: null };
    }
    case 'QuestionResolutionCorrected': {
      const answer = optionText(options, data.correctOptionId);
      return {
        title: answer ? `Resolution corrected to ${answer}` : 'Resolution corrected',
        by,
        details: summary('Why'),
        proofUrl: httpLink(data.resolutionProofUrl),
      };
    }
    case 'CommentRemoved':
      return { title: 'A comment was removed by a moderator', by, details: [], proofUrl: null };
    case 'CommentReportsDismissed':
      return { title: 'A reported comment was kept by a moderator', by, details: [], proofUrl: null };
    case 'QuestionArchived':
      return { title: 'Archived', by, details: [], proofUrl: null };
    case 'QuestionDeleted':
      return { title: 'Deleted', by, details: [], proofUrl: null };
    default:
      // A kind of step newer than this page: still a link of the chain, shown by its name.
      return { title: entry.type, by, details: [], proofUrl: null };
  }
}
