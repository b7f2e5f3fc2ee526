import { describe, expect, it } from 'vitest';
import { answerResultOf, resultStepOf } from './answer-results.js';
import type { QuestionResolutionStep } from './read-models.js';

const steps: QuestionResolutionStep[] = [
  { position: 40, correctOptionId: 'yes', at: '2025-04-07T09:00:00.000Z' },
  { position: 55, correctOptionId: 'no', at: '2025-04-08T09:00:00.000Z' },
  { position: 70, correctOptionId: 'yes', at: '2025-04-09T09:00:00.000Z' },
];

describe('answer results', () => {
  it('are told from the first resolution, then from each correction that turns the answer around', () => {
    expect(resultStepOf('yes', steps.slice(0, 1))).toBe(steps[0]);
    expect(resultStepOf('yes', steps.slice(0, 2))).toBe(steps[1]);
    expect(resultStepOf('no', steps)).toBe(steps[2]);
    expect(resultStepOf('yes', [])).toBeUndefined();
    // Three options: a correction from B to C leaves an answer of A wrong, as it was.
    const threeWay = [
      { position: 40, correctOptionId: 'b', at: steps[0]!.at },
      { position: 55, correctOptionId: 'c', at: steps[1]!.at },
    ];
    expect(resultStepOf('a', threeWay)).toBe(threeWay[0]);
    expect(resultStepOf('b', threeWay)).toBe(threeWay[1]);
  });

  it("name the outcome and the step in the result's id, and tell nothing to an open question or an answer recorded after", () => {
    const question = { id: 'q1', isResolved: true, correctOptionId: 'no', resolutions: steps.slice(0, 2) };
    expect(answerResultOf(question, { optionId: 'no', _position: 12 })).toEqual({ step: steps[1], right: true, celebrationId: 'correct_answer:q1:55' });
    expect(answerResultOf(question, { optionId: 'yes', _position: 12 })).toMatchObject({ right: false, celebrationId: 'wrong_answer:q1:55' });
    expect(answerResultOf(question, { optionId: 'no', _position: 56 })).toBeNull();
    expect(answerResultOf({ ...question, isResolved: false, correctOptionId: null }, { optionId: 'no', _position: 12 })).toBeNull();
  });
});
