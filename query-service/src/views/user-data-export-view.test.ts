import {
  type AnswerDocument,
  type AnswerToDeletedQuestionDocument,
  emptyScoringRecord,
  type ScoringRuleName,
  scoringRules,
  type UserDocument,
} from '@iec-bets/contracts';
import { aQuestionDocument } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { toUserStats } from './stats-view.js';
import { type HeldAboutUser, toUserDataExport } from './user-data-export-view.js';

const naledi: UserDocument = {
  id: '0191f3c2-7a10-7000-8000-00000000a1ed',
  username: 'naledi',
  name: 'Naledi Dlamini',
  joinDate: '2026-11-01T08:00:00.000Z',
  isAdmin: false,
  email: null,
  emailConfirmed: false,
  phoneNumber: null,
  emailNotifications: false,
  browserNotifications: false,
  whatsappNotifications: false,
  streakReminders: true,
  usernameLower: 'naledi',
  searchText: 'naledi\nnaledi dlamini',
  _position: 1,
};

function heldWith(overrides: Partial<HeldAboutUser>, rule: ScoringRuleName = 'crowd-brier-v1'): HeldAboutUser {
  return {
    user: naledi,
    record: toUserStats(emptyScoringRecord(naledi.id, scoringRules[rule]), null, null, '2026-11-20', '2026-11'),
    answers: [],
    questions: [],
    deletedQuestions: [],
    comments: [],
    friendships: [],
    friends: [],
    suggestions: [],
    pushSubscriptions: [],
    disputes: [],
    answersToDeletedQuestions: [],
    unshown: [],
    ownStreams: [],
    wordsInLog: new Map(),
    awaitingModeration: [],
    sessions: [],
    ...overrides,
  };
}

/** Her answer, given when `yes` of `total` answerers had said Yes before her. */
const answer = (questionId: string, optionId: string, yes: number, total: number, minute: number): AnswerDocument => ({
  id: `${questionId}:${naledi.id}`,
  questionId,
  userId: naledi.id,
  optionId,
  submittedAt: `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`,
  crowdBefore: { yes, total },
  _position: 10 + minute,
});

const keptAnswer = (questionId: string, minute: number, kept: Partial<AnswerToDeletedQuestionDocument>): AnswerToDeletedQuestionDocument => ({
  id: `${questionId}:${naledi.id}`,
  questionId,
  userId: naledi.id,
  optionId: 'yes',
  submittedAt: `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`,
  questionText: `Deleted question ${questionId}?`,
  optionText: 'Yes',
  correct: null,
  questionDeletedAt: '2026-11-21T09:00:00.000Z',
  _position: 50 + minute,
  ...kept,
});

describe('toUserDataExport: the points of each answer', () => {
  const questions = [
    aQuestionDocument({ id: 'against', text: 'Will turnout pass 60%?', isResolved: true, correctOptionId: 'yes' }),
    aQuestionDocument({ id: 'wrong', text: 'Will the count finish by Friday?', isResolved: true, correctOptionId: 'no' }),
    aQuestionDocument({ id: 'open', text: 'Will the GNU last the year?' }),
  ];
  const answers = [answer('against', 'yes', 1, 4, 1), answer('wrong', 'yes', 1, 4, 2), answer('open', 'no', 0, 0, 3)];

  it('gives each resolved answer the points the scoring rule gives it, and an open one none yet', () => {
    const exported = toUserDataExport(heldWith({ answers, questions }), new Date('2026-11-22T08:00:00Z'));

    expect(exported.answers.map(({ questionId, outcome, points }) => ({ questionId, outcome, points }))).toEqual([
      // Right against a crowd three quarters wrong: 100 × (0.75² − 0), to one decimal as the profile shows points.
      { questionId: 'against', outcome: 'correct', points: 56.3 },
      // Wrong along with a quarter of the crowd: 100 × (0.25² − 1).
      { questionId: 'wrong', outcome: 'incorrect', points: -93.7 },
      { questionId: 'open', outcome: 'not resolved yet', points: null },
    ]);
  });

  it("scores each under the rule its record is added up under, the record's own rule rather than the default", () => {
    const exported = toUserDataExport(heldWith({ answers, questions }, 'accuracy-v0'), new Date('2026-11-22T08:00:00Z'));

    expect(exported.record.scoringRule).toBe('accuracy-v0');
    expect(exported.answers.map((exportedAnswer) => exportedAnswer.points)).toEqual([1, 0, null]);
  });

  it('gives an answer to a deleted question what it had earned when known, and none otherwise', () => {
    const answersToDeletedQuestions = [
      keptAnswer('earned', 4, { correct: true, millipoints: 25_000 }),
      keptAnswer('lost', 5, { optionId: 'no', optionText: 'No', correct: false, millipoints: -75_000 }),
      keptAnswer('never-resolved', 6, { correct: null, millipoints: null }),
      // Kept by projections older than the points: its outcome is known, its points not.
      keptAnswer('kept-before-points', 7, { correct: true }),
    ];

    const exported = toUserDataExport(heldWith({ answersToDeletedQuestions }), new Date('2026-11-22T08:00:00Z'));

    expect(exported.answers.map(({ questionId, outcome, points }) => ({ questionId, outcome, points }))).toEqual([
      { questionId: 'earned', outcome: 'correct', points: 25 },
      { questionId: 'lost', outcome: 'incorrect', points: -75 },
      { questionId: 'never-resolved', outcome: 'not resolved yet', points: null },
      { questionId: 'kept-before-points', outcome: 'correct', points: null },
    ]);
  });
});
