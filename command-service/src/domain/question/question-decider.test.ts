import { type DomainEvent, QUESTION_NOT_FOUND, type QuestionEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { Invalid, InvalidTransition, NotFound } from '../domain-error.js';
import type { QuestionCommand } from './question-commands.js';
import { questionDecider } from './question-decider.js';

const given = specFor(questionDecider);
const questionId = 'q1';
const options = [
  { id: 'yes' as const, text: 'Yes' },
  { id: 'no' as const, text: 'No' },
];
const draftData = {
  questionId,
  text: 'Will turnout exceed 60%?',
  context: null,
  date: '2024-05-29T11:00:00.000Z',
  options,
};

const drafted: DomainEvent = { type: 'QuestionDrafted', data: draftData };
const published: DomainEvent = { type: 'QuestionPublished', data: { questionId } };
const resolved: DomainEvent = {
  type: 'QuestionResolved',
  data: { questionId, correctOptionId: 'yes', resolutionSummary: 'It did.', resolutionProofUrl: null },
};
const archived: DomainEvent = { type: 'QuestionArchived', data: { questionId } };
const deleted: DomainEvent = { type: 'QuestionDeleted', data: { questionId } };

const draft: QuestionCommand = { type: 'DraftQuestion', data: draftData };
const publish: QuestionCommand = { type: 'PublishQuestion', data: { questionId } };
const resolveWith = (correctOptionId: string, resolvedAt = '2024-06-01T08:00:00.000Z'): QuestionCommand => ({
  type: 'ResolveQuestion',
  data: { questionId, correctOptionId, resolutionSummary: 'It did.', resolutionProofUrl: null },
  resolvedAt,
});
const resolve = resolveWith('yes');
const archive: QuestionCommand = { type: 'ArchiveQuestion', data: { questionId } };
const remove: QuestionCommand = { type: 'DeleteQuestion', data: { questionId } };

describe('drafting a question', () => {
  it('records the draft with its text, context, date and options', () => {
    given([]).when(draft).then([drafted]);
  });

  it('refuses to draft over an existing question', () => {
    given([drafted]).when(draft).thenThrows(InvalidTransition, 'This question already exists');
  });

  it('refuses to reuse the id of a deleted question', () => {
    given([drafted, deleted]).when(draft).thenThrows(InvalidTransition, 'This question already exists');
  });
});

describe('editing a draft', () => {
  const editedData = { ...draftData, text: 'Will turnout exceed 65%?', context: 'Up from 58% in 2024.', date: '2024-05-30T11:00:00.000Z' };
  const edit: QuestionCommand = { type: 'EditDraft', data: editedData };
  const edited: DomainEvent = { type: 'QuestionDraftEdited', data: editedData };

  it('records its whole new content', () => {
    given([drafted]).when(edit).then([edited]);
  });

  it('records nothing when nothing changes, the same instant spelt another way included', () => {
    given([drafted]).when({ type: 'EditDraft', data: { ...draftData, date: '2024-05-29T13:00:00+02:00' } }).then([]);
    given([drafted, edited]).when(edit).then([]);
  });

  it('publishes a draft on its edited day: the edit is what the question now is', () => {
    // Edited to open on 30 May: resolving it on the 29th, before it opens, is refused.
    given([drafted, edited, published])
      .when(resolveWith('yes', '2024-05-29T08:00:00.000Z'))
      .thenThrows(InvalidTransition, 'This question has not opened yet: it can be resolved from the day it opens');
  });

  it('refuses once the question is published: players have read it', () => {
    given([drafted, published]).when(edit).thenThrows(InvalidTransition, 'Only a draft can be edited: this question is already published');
    given([drafted, published, resolved]).when(edit).thenThrows(InvalidTransition, 'Only a draft can be edited: this question is already published');
  });

  it('refuses an archived draft, and a question that is not there', () => {
    given([drafted, archived]).when(edit).thenThrows(InvalidTransition, 'An archived question cannot be edited');
    given([]).when(edit).thenThrows(NotFound, QUESTION_NOT_FOUND);
    given([drafted, deleted]).when(edit).thenThrows(NotFound, QUESTION_NOT_FOUND);
  });
});

describe('publishing a question', () => {
  it('publishes a draft', () => {
    given([drafted]).when(publish).then([published]);
  });

  it('refuses to publish twice', () => {
    given([drafted, published]).when(publish).thenThrows(InvalidTransition, 'This question is already published');
  });

  it('refuses to publish a resolved question', () => {
    given([drafted, published, resolved])
      .when(publish)
      .thenThrows(InvalidTransition, 'This question is already published');
  });

  it('refuses to publish an archived draft', () => {
    given([drafted, archived]).when(publish).thenThrows(InvalidTransition, 'An archived question cannot be published');
  });

  it('cannot publish what does not exist', () => {
    given([]).when(publish).thenThrows(NotFound, 'We could not find that question');
  });
});

describe('resolving a question', () => {
  it('records the correct option, summary and proof link of a published question', () => {
    given([drafted, published])
      .when({
        type: 'ResolveQuestion',
        data: {
          questionId,
          correctOptionId: 'no',
          resolutionSummary: 'Turnout was 58%.',
          resolutionProofUrl: 'https://results.elections.org.za',
        },
        resolvedAt: '2024-05-30T09:00:00.000Z',
      })
      .then([
        {
          type: 'QuestionResolved',
          data: {
            questionId,
            correctOptionId: 'no',
            resolutionSummary: 'Turnout was 58%.',
            resolutionProofUrl: 'https://results.elections.org.za',
          },
        },
      ]);
  });

  it('refuses a draft', () => {
    given([drafted]).when(resolve).thenThrows(InvalidTransition, 'Only a published question can be resolved');
  });

  it('refuses to resolve twice', () => {
    given([drafted, published, resolved])
      .when(resolve)
      .thenThrows(InvalidTransition, 'This question is already resolved');
  });

  it('refuses an archived question', () => {
    given([drafted, published, archived])
      .when(resolve)
      .thenThrows(InvalidTransition, 'An archived question cannot be resolved');
  });

  // The question's day is 29 May 2024 in South Africa, which begins at 22:00 UTC on the 28th.
  it('refuses a question published ahead of its day until that day begins in South Africa', () => {
    given([drafted, published])
      .when(resolveWith('yes', '2024-05-28T21:59:59.000Z'))
      .thenThrows(InvalidTransition, 'This question has not opened yet: it can be resolved from the day it opens');
  });

  it('resolves on the day the question opens, from its first minute', () => {
    given([drafted, published]).when(resolveWith('yes', '2024-05-28T22:00:00.000Z')).then([resolved]);
  });

  it('refuses an option the question does not have', () => {
    given([drafted, published])
      .when(resolveWith('maybe'))
      .thenThrows(Invalid, "The correct option must be one of the question's options");
  });

  it('cannot resolve what does not exist', () => {
    given([]).when(resolve).thenThrows(NotFound, 'We could not find that question');
  });
});

describe('archiving a question', () => {
  it('archives a draft', () => {
    given([drafted]).when(archive).then([archived]);
  });

  it('archives a published question', () => {
    given([drafted, published]).when(archive).then([archived]);
  });

  it('archives a resolved question', () => {
    given([drafted, published, resolved]).when(archive).then([archived]);
  });

  it('refuses to archive twice', () => {
    given([drafted, archived]).when(archive).thenThrows(InvalidTransition, 'This question is already archived');
  });

  it('cannot archive what does not exist', () => {
    given([]).when(archive).thenThrows(NotFound, 'We could not find that question');
  });
});

describe('deleting a question', () => {
  it.each([
    ['a draft', [drafted]],
    ['a published question', [drafted, published]],
    ['a resolved question', [drafted, published, resolved]],
    ['an archived question', [drafted, published, archived]],
  ])('deletes %s', (_, history) => {
    given(history).when(remove).then([deleted]);
  });

  it('cannot delete what does not exist', () => {
    given([]).when(remove).thenThrows(NotFound, 'We could not find that question');
  });

  it.each([
    ['publish', publish],
    ['resolve', resolve],
    ['archive', archive],
    ['delete', remove],
  ])('a deleted question accepts no %s', (_, command) => {
    given([drafted, published, deleted]).when(command).thenThrows(NotFound, 'We could not find that question');
  });
});

describe('tagging a question', () => {
  const setTags = (tags: string[]): QuestionCommand => ({ type: 'SetQuestionTags', data: { questionId, tags } });
  const tagged = (tags: string[]): QuestionEvent => ({ type: 'QuestionTagsChanged', data: { questionId, tags } });

  it.each([
    ['a draft', [drafted]],
    ['a published question', [drafted, published]],
    ['a resolved question', [drafted, published, resolved]],
    ['an archived question', [drafted, published, archived]],
  ])('records the new tags of %s', (_, history) => {
    given(history).when(setTags(['turnout', 'national elections'])).then([tagged(['turnout', 'national elections'])]);
  });

  it('replaces the previous tags, and clears them with an empty list', () => {
    given([drafted, tagged(['turnout'])]).when(setTags(['coalitions'])).then([tagged(['coalitions'])]);
    given([drafted, tagged(['turnout'])]).when(setTags([])).then([tagged([])]);
  });

  it('records nothing when the tags are those the question already has', () => {
    given([drafted, tagged(['turnout', 'iec'])]).when(setTags(['turnout', 'iec'])).then([]);
    given([drafted]).when(setTags([])).then([]);
  });

  it('records a change of order, which is how the admin wants them shown', () => {
    given([drafted, tagged(['turnout', 'iec'])]).when(setTags(['iec', 'turnout'])).then([tagged(['iec', 'turnout'])]);
  });

  it('cannot tag what does not exist or was deleted', () => {
    given([]).when(setTags(['turnout'])).thenThrows(NotFound, 'We could not find that question');
    given([drafted, published, deleted]).when(setTags(['turnout'])).thenThrows(NotFound, 'We could not find that question');
  });
});
