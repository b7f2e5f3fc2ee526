import type { QuestionEvent } from '@iec-bets/contracts';
import type { Decider } from '../decider.js';
import { Invalid, InvalidTransition, NotFound } from '../domain-error.js';
import type { QuestionCommand } from './question-commands.js';
import { evolveQuestion, initialQuestionState, type QuestionState } from './question-state.js';

export const QUESTION_NOT_FOUND = 'We could not find that question';

type LiveQuestion = Extract<QuestionState, { kind: 'live' }>;

function existing(state: QuestionState): LiveQuestion {
  if (state.kind !== 'live') throw new NotFound(QUESTION_NOT_FOUND);
  return state;
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

function decideQuestion(command: QuestionCommand, state: QuestionState): QuestionEvent[] {
  switch (command.type) {
    case 'DraftQuestion': {
      // Ids are minted by the server, so this only guards against a replayed command or a clash.
      if (state.kind !== 'absent') throw new InvalidTransition('This question already exists');
      return [{ type: 'QuestionDrafted', data: { ...command.data } }];
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
      const { correctOptionId } = command.data;
      if (!question.options.some((option) => option.id === correctOptionId)) {
        throw new Invalid("The correct option must be one of the question's options");
      }
      return [{ type: 'QuestionResolved', data: { ...command.data, questionId: question.questionId } }];
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
 * A question's life: drafted, published, resolved; archived from any of those; deleted from any state. Its research
 * tags may be set in any state but deleted; setting the tags it already has records nothing.
 */
export const questionDecider: Decider<QuestionCommand, QuestionState, QuestionEvent> = {
  decide: decideQuestion,
  evolve: evolveQuestion,
  initialState: initialQuestionState,
};
