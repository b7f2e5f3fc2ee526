import {
  ALREADY_DISPUTED,
  CORRECTION_CHANGES_NOTHING,
  CORRECTION_NEEDS_RESOLUTION,
  DISPUTE_NEEDS_ANSWER,
  DISPUTE_WINDOW_CLOSED,
  NO_OPEN_DISPUTES,
  NOT_YET_RESOLVED,
  type DomainEvent,
} from '@iec-bets/contracts';
import { describe, it } from 'vitest';
import { specFor } from '../../test-support/decider-spec.js';
import { Invalid, InvalidTransition, NotAllowed, NotFound } from '../domain-error.js';
import type { QuestionCommand } from './question-commands.js';
import { questionDecider } from './question-decider.js';
import type { QuestionStateEvent } from './question-state.js';

const given = specFor(questionDecider);
const questionId = 'q1';
const RESOLVED_AT = '2026-11-20T10:00:00.000Z';

/** An event as the store gives it back: when it happened and who did it. */
const at = (event: DomainEvent, occurredAt: string, actorId: string | null = 'admin'): QuestionStateEvent => ({
  ...event,
  metadata: { occurredAt, actorId },
});

const drafted = at(
  {
    type: 'QuestionDrafted',
    data: {
      questionId,
      text: 'Will turnout exceed 60%?',
      context: null,
      date: '2026-11-19T11:00:00.000Z',
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    },
  },
  '2026-11-18T08:00:00.000Z',
);
const published = at({ type: 'QuestionPublished', data: { questionId } }, '2026-11-19T08:00:00.000Z');
const answered = (userId: string) =>
  at({ type: 'AnswerSubmitted', data: { questionId, userId, optionId: 'no' } }, '2026-11-19T12:00:00.000Z', userId);
const resolved = at(
  { type: 'QuestionResolved', data: { questionId, correctOptionId: 'yes', resolutionSummary: 'It did.', resolutionProofUrl: null } },
  RESOLVED_AT,
);
const disputed = (userId: string, occurredAt = '2026-11-20T12:00:00.000Z') =>
  at({ type: 'QuestionResolutionDisputed', data: { questionId, reason: 'Turnout was 58.6%, see the IEC.' } }, occurredAt, userId);
const dismissed = at({ type: 'QuestionDisputesDismissed', data: { questionId, note: 'Special votes included.' } }, '2026-11-21T09:00:00.000Z');
const correction = { questionId, correctOptionId: 'no', resolutionSummary: 'Turnout was 58.6%.', resolutionProofUrl: 'https://results.elections.org.za' };
const corrected = (occurredAt = '2026-11-21T09:00:00.000Z') => at({ type: 'QuestionResolutionCorrected', data: correction }, occurredAt);
const deleted = at({ type: 'QuestionDeleted', data: { questionId } }, '2026-11-22T09:00:00.000Z');
const archived = at({ type: 'QuestionArchived', data: { questionId } }, '2026-11-20T11:00:00.000Z');

const dispute = (userId: string, now: string): QuestionCommand => ({
  type: 'DisputeResolution',
  data: { questionId, userId, reason: 'Turnout was 58.6%, see the IEC.', now },
});
const dismiss: QuestionCommand = { type: 'DismissDisputes', data: { questionId, note: 'Special votes included.' } };
const correctTo = (correctOptionId: string): QuestionCommand => ({ type: 'CorrectResolution', data: { ...correction, correctOptionId } });

describe('disputing a resolution', () => {
  it('records the reason of someone who answered, within 48 hours of the resolution', () => {
    given([drafted, published, answered('u1'), resolved])
      .when(dispute('u1', '2026-11-22T10:00:00.000Z'))
      .then([{ type: 'QuestionResolutionDisputed', data: { questionId, reason: 'Turnout was 58.6%, see the IEC.' } }]);
  });

  it('refuses someone who did not answer the question', () => {
    given([drafted, published, answered('u1'), resolved])
      .when(dispute('u2', '2026-11-20T11:00:00.000Z'))
      .thenThrows(NotAllowed, DISPUTE_NEEDS_ANSWER);
  });

  it('takes one dispute per person, also after the admins dismissed it', () => {
    given([drafted, published, answered('u1'), resolved, disputed('u1')])
      .when(dispute('u1', '2026-11-20T13:00:00.000Z'))
      .thenThrows(InvalidTransition, ALREADY_DISPUTED);
    given([drafted, published, answered('u1'), resolved, disputed('u1'), dismissed])
      .when(dispute('u1', '2026-11-21T10:00:00.000Z'))
      .thenThrows(InvalidTransition, ALREADY_DISPUTED);
  });

  it('lets others dispute when one person already has', () => {
    given([drafted, published, answered('u1'), answered('u2'), resolved, disputed('u1')])
      .when(dispute('u2', '2026-11-20T13:00:00.000Z'))
      .then([{ type: 'QuestionResolutionDisputed', data: { questionId, reason: 'Turnout was 58.6%, see the IEC.' } }]);
  });

  it('closes 48 hours after the resolution, to the millisecond', () => {
    given([drafted, published, answered('u1'), resolved])
      .when(dispute('u1', '2026-11-22T10:00:00.000Z'))
      .then([{ type: 'QuestionResolutionDisputed', data: { questionId, reason: 'Turnout was 58.6%, see the IEC.' } }]);
    given([drafted, published, answered('u1'), resolved])
      .when(dispute('u1', '2026-11-22T10:00:00.001Z'))
      .thenThrows(InvalidTransition, DISPUTE_WINDOW_CLOSED);
  });

  it('opens a new window with a correction, counted from the correction', () => {
    given([drafted, published, answered('u1'), resolved, corrected('2026-11-22T09:00:00.000Z')])
      .when(dispute('u1', '2026-11-24T08:00:00.000Z'))
      .then([{ type: 'QuestionResolutionDisputed', data: { questionId, reason: 'Turnout was 58.6%, see the IEC.' } }]);
    given([drafted, published, answered('u1'), resolved, corrected('2026-11-22T09:00:00.000Z')])
      .when(dispute('u1', '2026-11-24T09:00:00.001Z'))
      .thenThrows(InvalidTransition, DISPUTE_WINDOW_CLOSED);
  });

  it('refuses a question that is not resolved yet', () => {
    given([drafted, published, answered('u1')]).when(dispute('u1', RESOLVED_AT)).thenThrows(InvalidTransition, NOT_YET_RESOLVED);
  });

  it('does not find a draft, a deleted question or one that never existed', () => {
    given([drafted]).when(dispute('u1', RESOLVED_AT)).thenThrows(NotFound, 'We could not find that question');
    given([drafted, published, answered('u1'), resolved, deleted]).when(dispute('u1', RESOLVED_AT)).thenThrows(NotFound, 'We could not find that question');
    given([]).when(dispute('u1', RESOLVED_AT)).thenThrows(NotFound, 'We could not find that question');
  });

  it('still takes a dispute of an archived resolved question: its outcome still scores everyone', () => {
    given([drafted, published, answered('u1'), resolved, archived])
      .when(dispute('u1', '2026-11-20T12:00:00.000Z'))
      .then([{ type: 'QuestionResolutionDisputed', data: { questionId, reason: 'Turnout was 58.6%, see the IEC.' } }]);
  });
});

describe('dismissing the disputes', () => {
  it('records the note when disputes are open', () => {
    given([drafted, published, answered('u1'), resolved, disputed('u1')])
      .when(dismiss)
      .then([{ type: 'QuestionDisputesDismissed', data: { questionId, note: 'Special votes included.' } }]);
  });

  it('refuses when none are open: none sent, already dismissed, or settled by a correction', () => {
    given([drafted, published, answered('u1'), resolved]).when(dismiss).thenThrows(InvalidTransition, NO_OPEN_DISPUTES);
    given([drafted, published, answered('u1'), resolved, disputed('u1'), dismissed]).when(dismiss).thenThrows(InvalidTransition, NO_OPEN_DISPUTES);
    given([drafted, published, answered('u1'), resolved, disputed('u1'), corrected()]).when(dismiss).thenThrows(InvalidTransition, NO_OPEN_DISPUTES);
  });

  it('counts a dispute sent after a dismissal as open again', () => {
    given([drafted, published, answered('u1'), answered('u2'), resolved, disputed('u1'), dismissed, disputed('u2', '2026-11-21T10:00:00.000Z')])
      .when(dismiss)
      .then([{ type: 'QuestionDisputesDismissed', data: { questionId, note: 'Special votes included.' } }]);
  });

  it('cannot dismiss on a deleted question', () => {
    given([drafted, published, answered('u1'), resolved, disputed('u1'), deleted]).when(dismiss).thenThrows(NotFound, 'We could not find that question');
  });
});

describe('correcting a resolution', () => {
  it('records the new outcome, summary and proof, with or without disputes', () => {
    const expected = [{ type: 'QuestionResolutionCorrected' as const, data: correction }];
    given([drafted, published, answered('u1'), resolved, disputed('u1')]).when(correctTo('no')).then(expected);
    given([drafted, published, resolved]).when(correctTo('no')).then(expected);
  });

  it('refuses a correction to the outcome the question already has', () => {
    given([drafted, published, resolved]).when(correctTo('yes')).thenThrows(InvalidTransition, CORRECTION_CHANGES_NOTHING);
    given([drafted, published, resolved, corrected()]).when(correctTo('no')).thenThrows(InvalidTransition, CORRECTION_CHANGES_NOTHING);
  });

  it('corrects a correction back', () => {
    given([drafted, published, resolved, corrected()])
      .when(correctTo('yes'))
      .then([{ type: 'QuestionResolutionCorrected', data: { ...correction, correctOptionId: 'yes' } }]);
  });

  it('refuses an option the question does not have', () => {
    given([drafted, published, resolved]).when(correctTo('maybe')).thenThrows(Invalid, "The correct option must be one of the question's options");
  });

  it('refuses a question that was never resolved', () => {
    given([drafted]).when(correctTo('no')).thenThrows(InvalidTransition, CORRECTION_NEEDS_RESOLUTION);
    given([drafted, published]).when(correctTo('no')).thenThrows(InvalidTransition, CORRECTION_NEEDS_RESOLUTION);
  });

  it('cannot correct a deleted question', () => {
    given([drafted, published, resolved, deleted]).when(correctTo('no')).thenThrows(NotFound, 'We could not find that question');
  });
});
