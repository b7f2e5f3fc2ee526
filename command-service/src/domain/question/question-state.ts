import { type DomainEvent, type QuestionOption, southAfricanDay } from '@iec-bets/contracts';

/**
 * Where a question stands. A deleted question is kept apart from one that never existed only so that the log
 * stays readable; to every command both look the same: not found.
 */
export type QuestionState =
  | { kind: 'absent' }
  | { kind: 'deleted' }
  | {
      kind: 'live';
      questionId: string;
      /** What was drafted, or last edited (its options the ones a resolution names): an edit changing none records nothing. */
      draft: DraftContent;
      /** The South African day the question is for: it takes no answer before that day begins. */
      opensOn: string;
      phase: 'draft' | 'published' | 'resolved';
      archived: boolean;
      /** Normalised research tags, in the order the admin gave them. */
      tags: string[];
      /** The outcome as it stands: the resolution's, or its latest correction's; null until resolved. */
      correctOptionId: string | null;
      /** When the outcome was last set (resolved or corrected): the dispute window runs from then. */
      resolvedAt: string | null;
      /** Who answered, as far as the streams read for the command tell (a dispute reads the disputer's answer). */
      answerers: ReadonlySet<string>;
      /** Everyone who ever disputed the resolution: one dispute per person, even after a dismissal or correction. */
      disputers: ReadonlySet<string>;
      /** Disputes since an admin last dismissed them or corrected the resolution. */
      openDisputes: number;
    };

/**
 * An event as the store gives it back, with when and by whom it happened. The disputes need both (the window runs
 * from the resolution's time, and a dispute's author is its actor); other rules read the data alone, so specs of
 * them may leave the metadata out.
 */
export type QuestionStateEvent = DomainEvent & { metadata?: { occurredAt: string; actorId: string | null } };

/** A draft's content as the admin wrote it. */
export type DraftContent = { text: string; context: string | null; date: string; options: QuestionOption[] };

const draftContent = ({ text, context, date, options }: DraftContent): DraftContent => ({ text, context, date, options });

export const initialQuestionState = (): QuestionState => ({ kind: 'absent' });

export function evolveQuestion(state: QuestionState, event: QuestionStateEvent): QuestionState {
  switch (event.type) {
    case 'QuestionDrafted':
      return {
        kind: 'live',
        questionId: event.data.questionId,
        draft: draftContent(event.data),
        opensOn: southAfricanDay(event.data.date),
        phase: 'draft',
        archived: false,
        tags: [],
        correctOptionId: null,
        resolvedAt: null,
        answerers: new Set(),
        disputers: new Set(),
        openDisputes: 0,
      };
    case 'QuestionDraftEdited':
      return state.kind === 'live'
        ? { ...state, draft: draftContent(event.data), opensOn: southAfricanDay(event.data.date) }
        : state;
    case 'QuestionPublished':
      return state.kind === 'live' ? { ...state, phase: 'published' } : state;
    case 'QuestionResolved':
      return state.kind === 'live'
        ? {
            ...state,
            phase: 'resolved',
            correctOptionId: event.data.correctOptionId,
            resolvedAt: event.metadata?.occurredAt ?? null,
          }
        : state;
    case 'QuestionArchived':
      return state.kind === 'live' ? { ...state, archived: true } : state;
    case 'QuestionTagsChanged':
      return state.kind === 'live' ? { ...state, tags: event.data.tags } : state;
    case 'QuestionDeleted':
      return { kind: 'deleted' };
    case 'AnswerSubmitted':
      return state.kind === 'live' && event.data.questionId === state.questionId
        ? { ...state, answerers: new Set([...state.answerers, event.data.userId]) }
        : state;
    case 'QuestionResolutionDisputed': {
      const disputer = event.metadata?.actorId;
      if (state.kind !== 'live' || !disputer) return state;
      return { ...state, disputers: new Set([...state.disputers, disputer]), openDisputes: state.openDisputes + 1 };
    }
    case 'QuestionDisputesDismissed':
      return state.kind === 'live' ? { ...state, openDisputes: 0 } : state;
    case 'QuestionResolutionCorrected':
      // The correction settles the disputes open at that moment, and opens a new window for the new outcome.
      return state.kind === 'live'
        ? { ...state, correctOptionId: event.data.correctOptionId, resolvedAt: event.metadata?.occurredAt ?? null, openDisputes: 0 }
        : state;
    default:
      return state;
  }
}
