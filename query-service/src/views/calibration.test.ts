import type { AnswerDocument, QuestionDocument } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { aQuestionDocument } from '@iec-bets/testing';
import {
  binIndexOf,
  brierOf,
  calibrationBinsOf,
  crowdForecastOf,
  nationalCalibrationOf,
  trackRecordOf,
  type CrowdForecast,
} from './calibration.js';

let nextId = 0;

/** A published question with `yes` and `no` votes, resolved to `outcome` unless that is null. */
function aQuestion(yes: number, no: number, outcome: 'yes' | 'no' | null, overrides: Partial<QuestionDocument> = {}): QuestionDocument {
  nextId += 1;
  return aQuestionDocument({
    id: `q${nextId}`,
    isResolved: outcome !== null,
    correctOptionId: outcome,
    resolutionSummary: outcome ? 'As the IEC announced.' : null,
    resolvedAt: outcome ? '2026-11-21T06:00:00.000Z' : null,
    results: [
      { optionId: 'yes', optionText: 'Yes', count: yes },
      { optionId: 'no', optionText: 'No', count: no },
    ],
    totalVotes: yes + no,
    _position: nextId,
    ...overrides,
  });
}

const forecast = (yesVotes: number, totalVotes: number, yesHappened: boolean): CrowdForecast => ({ yesVotes, totalVotes, yesHappened });

function anAnswer(question: QuestionDocument, userId: string, optionId: 'yes' | 'no'): AnswerDocument {
  return {
    id: `${question.id}:${userId}`,
    questionId: question.id,
    userId,
    optionId,
    submittedAt: '2026-11-20T08:00:00.000Z',
    // The calibration reads the crowd from the question, never from the crowd an answer was given against.
    crowdBefore: { yes: 0, total: 0 },
    _position: 1,
  };
}

describe("the crowd's forecast of a question", () => {
  it('is the final Yes count out of all votes, with whether Yes happened', () => {
    expect(crowdForecastOf(aQuestion(3, 1, 'yes'))).toEqual({ yesVotes: 3, totalVotes: 4, yesHappened: true });
    expect(crowdForecastOf(aQuestion(3, 1, 'no'))).toEqual({ yesVotes: 3, totalVotes: 4, yesHappened: false });
  });

  it('does not exist for a question not yet resolved, nobody answered, or never published', () => {
    expect(crowdForecastOf(aQuestion(3, 1, null))).toBeNull();
    expect(crowdForecastOf(aQuestion(0, 0, 'yes'))).toBeNull();
    expect(crowdForecastOf(aQuestion(3, 1, 'yes', { isPublished: false }))).toBeNull();
  });
});

describe('the Brier score', () => {
  it('is the squared distance between the Yes share and what happened', () => {
    expect(brierOf(forecast(4, 4, true))).toBe(0);
    expect(brierOf(forecast(0, 4, true))).toBe(1);
    expect(brierOf(forecast(2, 4, true))).toBe(0.25);
    expect(brierOf(forecast(2, 4, false))).toBe(0.25);
    expect(brierOf(forecast(3, 4, false))).toBeCloseTo(0.5625, 12);
  });
});

describe('calibration bins', () => {
  it('put a share on a bin edge in the bin that starts there, and a unanimous Yes in the last', () => {
    expect(binIndexOf(forecast(0, 7, true))).toBe(0);
    expect(binIndexOf(forecast(3, 10, true))).toBe(3);
    expect(binIndexOf(forecast(29, 100, true))).toBe(2);
    expect(binIndexOf(forecast(1, 3, true))).toBe(3);
    expect(binIndexOf(forecast(9, 10, true))).toBe(9);
    expect(binIndexOf(forecast(5, 5, true))).toBe(9);
  });

  it('count the questions and the Yes outcomes of each bin, with the mean share and how often Yes happened', () => {
    const bins = calibrationBinsOf([forecast(6, 10, true), forecast(13, 20, false), forecast(7, 10, true), forecast(1, 20, false)]);

    expect(bins).toHaveLength(10);
    expect(bins.map((bin) => [bin.from, bin.to])).toEqual([
      [0, 0.1], [0.1, 0.2], [0.2, 0.3], [0.3, 0.4], [0.4, 0.5], [0.5, 0.6], [0.6, 0.7], [0.7, 0.8], [0.8, 0.9], [0.9, 1],
    ]);
    expect(bins[0]).toEqual({ from: 0, to: 0.1, questions: 1, yesOutcomes: 0, meanYesShare: 0.05, yesRate: 0 });
    expect(bins[6]).toMatchObject({ questions: 2, yesOutcomes: 1, yesRate: 0.5 });
    expect(bins[6]!.meanYesShare).toBeCloseTo(0.625, 12);
    expect(bins[7]).toMatchObject({ questions: 1, yesOutcomes: 1, meanYesShare: 0.7, yesRate: 1 });
    expect(bins[5]).toEqual({ from: 0.5, to: 0.6, questions: 0, yesOutcomes: 0, meanYesShare: null, yesRate: null });
  });
});

describe("the nation's calibration", () => {
  it('takes every resolved question anybody answered, and leaves out the rest', () => {
    const questions = [aQuestion(9, 1, 'yes'), aQuestion(1, 3, 'no'), aQuestion(2, 2, 'no'), aQuestion(5, 5, null), aQuestion(0, 0, 'yes')];

    const national = nationalCalibrationOf(questions);

    expect(national.resolvedQuestions).toBe(3);
    expect(national.yesOutcomes).toBe(1);
    // (0.9 − 1)², (0.25 − 0)² and (0.5 − 0)², averaged.
    expect(national.crowdBrier).toBeCloseTo((0.01 + 0.0625 + 0.25) / 3, 12);
    expect(national.bins.map((bin) => bin.questions)).toEqual([0, 0, 1, 0, 0, 1, 0, 0, 0, 1]);
    expect(national.bins[9]).toMatchObject({ yesOutcomes: 1, yesRate: 1 });
  });

  it('is empty, with no Brier score, before anything is resolved', () => {
    const national = nationalCalibrationOf([aQuestion(2, 1, null)]);

    expect(national).toMatchObject({ resolvedQuestions: 0, yesOutcomes: 0, crowdBrier: null });
    expect(national.bins.every((bin) => bin.questions === 0 && bin.yesRate === null)).toBe(true);
  });
});

describe("a user's track record", () => {
  it("scores each resolved pick 0 when right and 1 when wrong, beside the crowd's score on the same questions", () => {
    const landslide = aQuestion(3, 1, 'yes');
    const upset = aQuestion(3, 1, 'no');
    const open = aQuestion(1, 1, null);
    const elsewhere = aQuestion(1, 9, 'no');
    const answers = [anAnswer(landslide, 'u1', 'yes'), anAnswer(upset, 'u1', 'no'), anAnswer(open, 'u1', 'yes')];

    const record = trackRecordOf('u1', answers, [landslide, upset, open, elsewhere]);

    expect(record).toMatchObject({ userId: 'u1', resolvedAnswers: 2, correctAnswers: 2, userBrier: 0 });
    // (0.75 − 1)² and (0.75 − 0)²: the crowd's question it was not asked about does not count.
    expect(record.crowdBrier).toBeCloseTo((0.0625 + 0.5625) / 2, 12);
  });

  it('judges a pick by the outcome as corrected, the same outcome the crowd is judged by', () => {
    const corrected = aQuestion(1, 3, 'yes', { resolutionCorrectedAt: '2026-11-22T06:00:00.000Z' });
    const record = trackRecordOf('u1', [anAnswer(corrected, 'u1', 'no')], [corrected]);

    expect(record).toMatchObject({ resolvedAnswers: 1, correctAnswers: 0, userBrier: 1, crowdBrier: 0.5625 });
  });

  it('has no scores before a resolved answer, and leaves out answers to questions that are gone', () => {
    const gone = aQuestion(1, 0, 'yes');

    expect(trackRecordOf('u1', [anAnswer(gone, 'u1', 'yes')], [])).toEqual({
      userId: 'u1',
      resolvedAnswers: 0,
      correctAnswers: 0,
      userBrier: null,
      crowdBrier: null,
    });
  });
});
