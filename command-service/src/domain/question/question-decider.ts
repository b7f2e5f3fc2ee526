import {
  ALREADY_DISPUTED,
  CORRECTION_CHANGES_NOTHING,
  CORRECTION_NEEDS_RESOLUTION,
  DISPUTE_NEEDS_ANSWER,
  DISPUTE_WINDOW_CLOSED,
  DISPUTE_WINDOW_MS,
  NO_OPEN_DISPUTES,
  NOT_YET_RESOLVED,
  QUESTION_NOT_FOUND,
  southAfricanDay,
  type QuestionEvent,
} from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid, InvalidTransition, NotAllowed, NotFound } from '../domain-error.js';
import type { QuestionCommand } from './question-commands.js';
import { type DraftContent, evolveQuestion, initialQuestionState, type QuestionState } from './question-state.js';


type LiveQuestion = Extract<QuestionState, { kind: 'live' }>;

function existing(state: QuestionState): LiveQuestion {
  if (state.kind !== 'live') throw new NotFound(QUESTION_NOT_FOUND);
  return state;
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

const NOT_AN_OPTION = "The correct option must be one of the question's options";
export const ONLY_DRAFTS_EDITED = 'Only a draft can be edited: this question is already published';

/** Whether an edit would leave the draft as it is (the same instant, however it is spelt). */
function sameDraft(draft: DraftContent, edit: DraftContent): boolean {
  return (
    draft.text === edit.text &&
    draft.context === edit.context &&
    Date.parse(draft.date) === Date.parse(edit.date) &&
    draft.options.length === edit.options.length &&
    draft.options.every((option, index) => option.id === edit.options[index]?.id && option.text === edit.options[index]?.text)
  );
}
export const RESOLVED_BEFORE_OPENING = 'This question has not opened yet: it can be resolved from the day it opens';

/** Whether `now` is still within the dispute window of the outcome set at `resolvedAt`. */
function withinDisputeWindow(resolvedAt: string | null, now: string): boolean {
  // Every recorded resolution has its time; without one there is no window to be inside.
  if (resolvedAt === null) return false;
  return Date.parse(now) - Date.parse(resolvedAt) <= DISPUTE_WINDOW_MS;
}

function decideQuestion(command: QuestionCommand, state: QuestionState): QuestionEvent[] {
  switch (command.type) {
    case 'DraftQuestion': {
      // Ids are minted by the server, so this only guards against a replayed command or a clash.
      if (state.kind !== 'absent') throw new InvalidTransition('This question already exists');
      return [{ type: 'QuestionDrafted', data: { ...command.data } }];
    }
    case 'EditDraft': {
      const question = existing(state);
      // Once published, players have read it (and may have answered): what they answered must stay what was asked.
      if (question.phase !== 'draft') throw new InvalidTransition(ONLY_DRAFTS_EDITED);
      if (question.archived) throw new InvalidTransition('An archived question cannot be edited');
      if (sameDraft(question.draft, command.data)) return [];
      return [{ type: 'QuestionDraftEdited', data: { ...command.data, questionId: question.questionId } }];
    }
    case 'PublishQuestion': {
      const question = existing(state);
      if (question.archived) throw new InvalidTransition('An archived question cannot be published');
      if (question.phase !== 'draft') throw new InvalidTransition('This question is already published');
      return [{ type: 'QuestionPublished', data: { questionId: question.questionId } }];
    }
    case 'ResolveQuestion': {
      const question = existing(state);
      if (question.phase === 'resolved') throw new InvalidTransition('This question is already resolved');
      if (question.archived) throw new InvalidTransition('An archived question cannot be resolved');
      if (question.phase !== 'published') throw new InvalidTransition('Only a published question can be resolved');
      // Published ahead of its day, it has taken no answer yet: settled now, it would close before anyone could play it.
      if (southAfricanDay(command.resolvedAt) < question.opensOn) throw new InvalidTransition(RESOLVED_BEFORE_OPENING);
      const { correctOptionId } = command.data;
      if (!question.draft.options.some((option) => option.id === correctOptionId)) {
        throw new Invalid(NOT_AN_OPTION);
      }
      return [{ type: 'QuestionResolved', data: { ...command.data, questionId: question.questionId } }];
    }
    case 'DisputeResolution': {
      const question = existing(state);
      // A draft is shown to admins only: to anyone else it does not exist yet.
      if (question.phase === 'draft') throw new NotFound(QUESTION_NOT_FOUND);
      if (question.phase !== 'resolved') throw new InvalidTransition(NOT_YET_RESOLVED);
      const { userId, reason, now } = command.data;
      if (!question.answerers.has(userId)) throw new NotAllowed(DISPUTE_NEEDS_ANSWER);
      if (question.disputers.has(userId)) throw new InvalidTransition(ALREADY_DISPUTED);
      if (!withinDisputeWindow(question.resolvedAt, now)) throw new InvalidTransition(DISPUTE_WINDOW_CLOSED);
      return [{ type: 'QuestionResolutionDisputed', data: { questionId: question.questionId, reason } }];
    }
    case 'DismissDisputes': {
      const question = existing(state);
      // Two admins working the same list: the second finds the disputes already dealt with.
      if (question.openDisputes === 0) throw new InvalidTransition(NO_OPEN_DISPUTES);
      return [{ type: 'QuestionDisputesDismissed', data: { questionId: question.questionId, note: command.data.note } }];
    }
    case 'CorrectResolution': {
      const question = existing(state);
      if (question.phase !== 'resolved') throw new InvalidTransition(CORRECTION_NEEDS_RESOLUTION);
      const { correctOptionId } = command.data;
      if (!question.draft.options.some((option) => option.id === correctOptionId)) throw new Invalid(NOT_AN_OPTION);
      // A new summary alone would re-score nobody and alert everyone for nothing; the summary goes with an outcome.
      if (correctOptionId === question.correctOptionId) throw new InvalidTransition(CORRECTION_CHANGES_NOTHING);
      return [{ type: 'QuestionResolutionCorrected', data: { ...command.data, questionId: question.questionId } }];
    }
    case 'ArchiveQuestion': {
      const question = existing(state);
      if (question.archived) throw new InvalidTransition('This question is already archived');
      return [{ type: 'QuestionArchived', data: { questionId: question.questionId } }];
    }
    case 'DeleteQuestion': {
      const question = existing(state);
      return [{ type: 'QuestionDeleted', data: { questionId: question.questionId } }];
    }
    case 'SetQuestionTags': {
      const question = existing(state);
      // Any state but deleted: an archived question's topics still guide whoever reads the log or the admin list.
      const { tags } = command.data;
      if (sameTags(question.tags, tags)) return [];
      return [{ type: 'QuestionTagsChanged', data: { questionId: question.questionId, tags: [...tags] } }];
    }
  }
}

/**
 * A question's life: drafted (and edited while a draft), published, resolved; archived from any of those; deleted from
 * any state; an edit that changes nothing records nothing. Its research
 * tags may be set in any state but deleted; setting the tags it already has records nothing. Once resolved, each
 * person who answered may dispute the outcome once, within DISPUTE_WINDOW_HOURS of it; admins dismiss the open
 * disputes with a note, or correct the outcome (with or without disputes), which opens a new window.
 */
export const questionDecider: Decider<QuestionCommand, QuestionState, QuestionEvent> = {
  decide: decideQuestion,
  evolve: evolveQuestion,
  initialState: initialQuestionState,
};
