import { scoringRules, type AnswerDocument, type QuestionDocument, type QuestionResolutionStep } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { unseenAnswerResults, type AnswerResultSources } from './answer-results.js';

const resolvedYes: QuestionResolutionStep = { position: 40, correctOptionId: 'yes', at: '2025-04-07T09:00:00.000Z' };
const correctedNo: QuestionResolutionStep = { position: 55, correctOptionId: 'no', at: '2025-04-08T09:00:00.000Z' };

function question(id: string, resolutions: QuestionResolutionStep[]): QuestionDocument {
  const last = resolutions.at(-1);
  return {
    id,
    text: 'Will turnout pass 60%?',
    options: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No' },
    ],
    isResolved: last !== undefined,
    correctOptionId: last?.correctOptionId ?? null,
    resolutions,
    ...(last && { lastResolutionAt: last.at }),
    _position: 60,
  } as QuestionDocument;
}

function answer(questionId: string, optionId: 'yes' | 'no', position = 30): AnswerDocument {
  const submittedAt = '2025-04-06T12:00:00.000Z';
  return { id: `${questionId}:u1`, questionId, userId: 'u1', optionId, submittedAt, crowdBefore: { yes: 6, total: 10 }, _position: position } as AnswerDocument;
}

function sources(settled: QuestionDocument[], answers: AnswerDocument[], overrides: Partial<AnswerResultSources> = {}): AnswerResultSources {
  return {
    settled,
    answers: new Map(answers.map((doc) => [doc.questionId, doc])),
    seen: undefined,
    since: '2025-04-01T00:00:00.000Z',
    rule: scoringRules['crowd-brier-v1'],
    ...overrides,
  };
}

describe('answer results', () => {
  it('tells a right answer and a wrong one from the resolution, with their points under the rule', () => {
    const results = unseenAnswerResults(sources([question('q1', [resolvedYes]), question('q2', [resolvedYes])], [answer('q1', 'yes'), answer('q2', 'no')]));
    expect(results).toMatchObject([
      { kind: 'answer', questionId: 'q1', celebrationId: 'correct_answer:q1:40', occurredAt: resolvedYes.at, optionId: 'yes', correctOptionId: 'yes' },
      { kind: 'answer', questionId: 'q2', celebrationId: 'wrong_answer:q2:40', optionId: 'no', correctOptionId: 'yes' },
    ]);
    expect(results[0]!.millipoints).toBeGreaterThan(0);
    expect(results[1]!.millipoints).toBeLessThan(0);
  });

  it('tells a correction that turns the result around as news, under its own id', () => {
    const [result] = unseenAnswerResults(sources([question('q1', [resolvedYes, correctedNo])], [answer('q1', 'yes')]));
    expect(result).toMatchObject({ celebrationId: 'wrong_answer:q1:55', occurredAt: correctedNo.at, correctOptionId: 'no' });
  });

  it('tells a second correction that turns the result back as news again, though the first result was seen', () => {
    const correctedBack: QuestionResolutionStep = { position: 70, correctOptionId: 'yes', at: '2025-04-09T09:00:00.000Z' };
    const seen = { q1: { celebrationId: 'correct_answer:q1:40', at: '2025-04-07T10:00:00.000Z' } };
    const results = unseenAnswerResults(sources([question('q1', [resolvedYes, correctedNo, correctedBack])], [answer('q1', 'yes')], { seen }));
    expect(results).toMatchObject([{ celebrationId: 'correct_answer:q1:70', occurredAt: correctedBack.at }]);
  });

  it('leaves out a result the user has seen, but not one a correction has since turned around', () => {
    const seen = { q1: { celebrationId: 'correct_answer:q1:40', at: '2025-04-07T10:00:00.000Z' } };
    expect(unseenAnswerResults(sources([question('q1', [resolvedYes])], [answer('q1', 'yes')], { seen }))).toEqual([]);
    expect(unseenAnswerResults(sources([question('q1', [resolvedYes, correctedNo])], [answer('q1', 'yes')], { seen }))).toMatchObject([
      { celebrationId: 'wrong_answer:q1:55' },
    ]);
  });

  it('tells nothing older than the window, nothing to a question not answered, and nothing to an answer given after its outcome was known', () => {
    const q1 = question('q1', [resolvedYes]);
    expect(unseenAnswerResults(sources([q1], [answer('q1', 'yes')], { since: '2025-04-07T09:00:00.001Z' }))).toEqual([]);
    expect(unseenAnswerResults(sources([q1], []))).toEqual([]);
    // Recorded after the resolution (a later log position), whatever its request's clock said.
    expect(unseenAnswerResults(sources([q1], [answer('q1', 'yes', 41)]))).toEqual([]);
    expect(unseenAnswerResults(sources([question('q2', [])], [answer('q2', 'yes')]))).toEqual([]);
  });
});
