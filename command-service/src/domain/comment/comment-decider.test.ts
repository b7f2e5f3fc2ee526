import type { CommentImageRef, DomainEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { InvalidTransition, NotFound } from '../domain-error.js';
import type { CommentCommand } from './comment-commands.js';
import { commentDecider } from './comment-decider.js';
import { NotTheAuthor } from './not-the-author.js';

const given = specFor(commentDecider);
const questionId = 'q1';
const commentId = 'c1';
const image: CommentImageRef = { hash: 'ab'.repeat(32), mimeType: 'image/png' };

const drafted: DomainEvent = {
  type: 'QuestionDrafted',
  data: {
    questionId,
    text: 'Will turnout pass 60%?',
    context: null,
    date: '2025-03-10T11:00:00.000Z',
    options: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No' },
    ],
  },
};
const published: DomainEvent = { type: 'QuestionPublished', data: { questionId } };
const resolved: DomainEvent = {
  type: 'QuestionResolved',
  data: { questionId, correctOptionId: 'yes', resolutionSummary: 'It did', resolutionProofUrl: null },
};
const archived: DomainEvent = { type: 'QuestionArchived', data: { questionId } };
const questionDeleted: DomainEvent = { type: 'QuestionDeleted', data: { questionId } };

const postData: { commentId: string; questionId: string; userId: string; content: string; image: CommentImageRef | null } = {
  commentId,
  questionId,
  userId: 'thandi',
  content: 'Turnout will surprise us',
  image: null,
};
const posted: DomainEvent = { type: 'CommentPosted', data: postData };
const deleted: DomainEvent = { type: 'CommentDeleted', data: { commentId, questionId } };

const post = (data: Partial<typeof postData> = {}): CommentCommand => ({
  type: 'PostComment',
  data: { ...postData, ...data },
});
const remove = (userId: string): CommentCommand => ({ type: 'DeleteComment', data: { commentId, userId } });

describe('posting a comment', () => {
  it('records text, author and question on a published question', () => {
    given([drafted, published]).when(post()).then([posted]);
  });

  it('records an image reference, with or without text', () => {
    given([drafted, published])
      .when(post({ content: '', image }))
      .then([{ type: 'CommentPosted', data: { ...postData, content: '', image } }]);
    given([drafted, published])
      .when(post({ image }))
      .then([{ type: 'CommentPosted', data: { ...postData, image } }]);
  });

  it.each([
    ['resolved', [drafted, published, resolved]],
    ['archived', [drafted, published, archived]],
  ])('keeps the discussion of a %s question open', (_, history) => {
    given(history).when(post()).then([posted]);
  });

  it.each([
    ['that never existed', []],
    ['that is still a draft', [drafted]],
    ['that was deleted', [drafted, published, questionDeleted]],
  ])('refuses a comment on a question %s: not found', (_, history) => {
    given(history).when(post()).thenThrows(NotFound, 'We could not find that question');
  });

  it('refuses to post over an existing or deleted comment', () => {
    given([drafted, published, posted]).when(post()).thenThrows(InvalidTransition, 'This comment already exists');
    given([drafted, published, posted, deleted]).when(post()).thenThrows(InvalidTransition, 'This comment already exists');
  });
});

describe('deleting a comment', () => {
  it('lets the author delete it, naming the question for the read side', () => {
    given([drafted, published, posted]).when(remove('thandi')).then([deleted]);
  });

  it('refuses anyone else, admins included', () => {
    given([drafted, published, posted]).when(remove('sipho')).thenThrows(NotTheAuthor, 'You can only delete your own comments');
  });

  it('finds nothing to delete the second time, or when the comment never existed: not found', () => {
    given([drafted, published, posted, deleted]).when(remove('thandi')).thenThrows(NotFound, 'We could not find that comment');
    given([drafted, published]).when(remove('thandi')).thenThrows(NotFound, 'We could not find that comment');
  });

  it('lets the author still delete it once the question is deleted, which hides it but leaves it in the log', () => {
    given([drafted, published, posted, questionDeleted]).when(remove('thandi')).then([deleted]);
  });

  it('shows nobody else that a comment of a deleted question exists: not found', () => {
    given([drafted, published, posted, questionDeleted]).when(remove('sipho')).thenThrows(NotFound, 'We could not find that comment');
  });
});
