import type { CommentRemoved, CommentReported, CommentReportsDismissed, DomainEvent } from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { InvalidTransition, NotAllowed, NotFound } from '../domain-error.js';
import type { CommentCommand } from './comment-commands.js';
import { commentDecider } from './comment-decider.js';

/** Moderation of a comment: reports from other users, and the admins' decision to remove it or keep it. */
const given = specFor(commentDecider);
const questionId = 'q1';
const commentId = 'c1';

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
const posted: DomainEvent = {
  type: 'CommentPosted',
  data: { commentId, questionId, userId: 'thandi', content: 'You are all fools', image: null },
};
const live = [drafted, published, posted];
const reportedBy = (reporterId: string): CommentReported => ({
  type: 'CommentReported',
  data: { commentId, questionId, reporterId, reason: 'abuse', details: '' },
});
const salt = 'a-random-salt-from-the-route';
const removed: CommentRemoved = { type: 'CommentRemoved', data: { commentId, questionId, reason: 'Insults other users', salt } };
const dismissedThrough = (reportsRead?: number): CommentReportsDismissed => ({
  type: 'CommentReportsDismissed',
  data: { commentId, questionId, ...(reportsRead === undefined ? {} : { reportsRead, salt }) },
});
const dismissed = dismissedThrough(1);

const report = (reporterId: string, reason: 'abuse' | 'other' = 'abuse', details = ''): CommentCommand => ({
  type: 'ReportComment',
  data: { commentId, reporterId, reason, details },
});
const remove: CommentCommand = { type: 'RemoveComment', data: { commentId, reason: 'Insults other users', salt } };
const dismissThrough = (reportsRead: number): CommentCommand => ({ type: 'DismissCommentReports', data: { commentId, reportsRead, salt } });
const dismiss = dismissThrough(1);

describe('reporting a comment', () => {
  it("records the reporter, the reason and their words on someone else's comment", () => {
    given(live)
      .when(report('sipho', 'other', 'Posts the same link everywhere'))
      .then([{ type: 'CommentReported', data: { commentId, questionId, reporterId: 'sipho', reason: 'other', details: 'Posts the same link everywhere' } }]);
  });

  it('takes one report per person, even after the moderators kept the comment', () => {
    given([...live, reportedBy('sipho')]).when(report('sipho')).thenThrows(InvalidTransition, 'You have already reported this comment');
    given([...live, reportedBy('sipho'), dismissed]).when(report('sipho')).thenThrows(InvalidTransition, 'You have already reported this comment');
    given([...live, reportedBy('sipho')]).when(report('lerato')).then([reportedBy('lerato')]);
  });

  it("refuses the author's report of their own comment", () => {
    given(live).when(report('thandi')).thenThrows(NotAllowed, 'You cannot report your own comment');
  });

  it('finds nothing to report once a moderator removed the comment', () => {
    given([...live, removed]).when(report('sipho')).thenThrows(InvalidTransition, 'This comment was already removed by a moderator');
  });

  it.each([
    ['never existed', [drafted, published]],
    ['was deleted by its author', [...live, { type: 'CommentDeleted', data: { commentId, questionId } } as DomainEvent]],
    ['belongs to a deleted question', [...live, { type: 'QuestionDeleted', data: { questionId } } as DomainEvent]],
  ])('finds no comment that %s', (_, history) => {
    given(history).when(report('sipho')).thenThrows(NotFound, 'We could not find that comment');
  });
});

describe('removing a comment (admins)', () => {
  it('records the removal and its reason, reported or not', () => {
    given(live).when(remove).then([removed]);
    given([...live, reportedBy('sipho'), reportedBy('lerato')]).when(remove).then([removed]);
  });

  it('removes a comment once', () => {
    given([...live, removed]).when(remove).thenThrows(InvalidTransition, 'This comment was already removed by a moderator');
  });

  it('still lets the author delete their removed comment', () => {
    given([...live, removed])
      .when({ type: 'DeleteComment', data: { commentId, userId: 'thandi' } })
      .then([{ type: 'CommentDeleted', data: { commentId, questionId } }]);
  });

  it('finds nothing to remove once the comment or its question is gone', () => {
    given([...live, { type: 'CommentDeleted', data: { commentId, questionId } }]).when(remove).thenThrows(NotFound, 'We could not find that comment');
    given([...live, { type: 'QuestionDeleted', data: { questionId } }]).when(remove).thenThrows(NotFound, 'We could not find that comment');
  });

  it('reads the decision about its own comment, never about another comment of the question', () => {
    const otherRemoved: DomainEvent = { type: 'CommentRemoved', data: { commentId: 'c2', questionId, reason: 'Spam' } };
    given([...live, otherRemoved]).when(remove).then([removed]);
  });
});

describe('keeping a reported comment (admins)', () => {
  it('clears the reports waiting on it', () => {
    given([...live, reportedBy('sipho')]).when(dismiss).then([dismissed]);
  });

  it('has nothing to dismiss when no report waits: the second of two admins learns it', () => {
    given(live).when(dismiss).thenThrows(InvalidTransition, 'This comment has no reports waiting');
    given([...live, reportedBy('sipho'), dismissed]).when(dismiss).thenThrows(InvalidTransition, 'This comment has no reports waiting');
  });

  it('puts the comment back in the queue on a new report after a dismissal', () => {
    given([...live, reportedBy('sipho'), dismissed, reportedBy('lerato')]).when(dismissThrough(2)).then([dismissedThrough(2)]);
  });

  it('dismisses the reports the admin read, and leaves waiting the one that came in meanwhile', () => {
    // The admin read two reports; a third came in before they kept the comment.
    const threeReports = [...live, reportedBy('sipho'), reportedBy('lerato'), reportedBy('anele')];
    given(threeReports).when(dismissThrough(2)).then([dismissedThrough(2)]);
    given([...threeReports, dismissedThrough(2)]).when(dismissThrough(3)).then([dismissedThrough(3)]);
    given([...threeReports, dismissedThrough(2)])
      .when(dismissThrough(2))
      .thenThrows(InvalidTransition, 'Those reports were already dealt with; the comment has newer ones waiting');
    given(threeReports).when(dismissThrough(4)).thenThrows(InvalidTransition, 'This comment has not had that many reports');
  });

  it('reads a dismissal of version 1, without a count, as one of every report then waiting', () => {
    given([...live, reportedBy('sipho'), reportedBy('lerato'), dismissedThrough()])
      .when(dismissThrough(2))
      .thenThrows(InvalidTransition, 'This comment has no reports waiting');
  });

  it('cannot keep a comment that was removed', () => {
    given([...live, reportedBy('sipho'), removed]).when(dismiss).thenThrows(InvalidTransition, 'This comment was already removed by a moderator');
  });
});
