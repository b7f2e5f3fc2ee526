import type { Question, QuestionDocument } from '@iec-bets/contracts';
import { aQuestionDocument } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { toQuestion } from '../views/question-view.js';
import { previewPicture } from './preview-picture.js';

/** A published question of 20 November 2026 (Day 994), with `votes` for Yes and No. */
function question(votes: { yes: number; no: number }, overrides: Partial<QuestionDocument> = {}): Question {
  return toQuestion(
    aQuestionDocument({
      text: 'Will turnout pass 60%',
      results: [
        { optionId: 'yes', optionText: 'Yes', count: votes.yes },
        { optionId: 'no', optionText: 'No', count: votes.no },
      ],
      totalVotes: votes.yes + votes.no,
      ...overrides,
    }),
  );
}

describe("what a shared question's picture says", () => {
  it('shows a decided question with its answer, the split with the right option marked, and how many called it', () => {
    const decided = question({ yes: 1_234, no: 2_000 }, { isResolved: true, correctOptionId: 'no' });
    expect(previewPicture(decided, '2026-11-25')).toEqual({
      eyebrow: 'Day 994 · Decided',
      question: 'Will turnout pass 60%?',
      answer: 'The answer: No',
      bars: [
        { text: 'Yes', percentage: 38, correct: false },
        { text: 'No', percentage: 62, correct: true },
      ],
      choices: [],
      footer: '62% of the 3\u00a0234 South Africans who predicted it called it.',
    });
  });

  it("shows today's open question with its options as the game's buttons, and never the split so far", () => {
    const open = previewPicture(question({ yes: 900, no: 100 }), '2026-11-20');
    expect(open).toEqual({
      eyebrow: "Day 994 · Today's question",
      question: 'Will turnout pass 60%?',
      answer: null,
      bars: [],
      choices: ['YES', 'NO'],
      footer: 'Make your prediction, then see how South Africa answered.',
    });
    expect(JSON.stringify(open)).not.toMatch(/90|900/);
  });

  it('says a question published ahead of its day is not open yet, and that a past one waits for its answer', () => {
    const ahead = previewPicture(question({ yes: 0, no: 0 }), '2026-11-19');
    expect(ahead).toMatchObject({ eyebrow: 'Day 994', choices: [], bars: [], footer: 'Not open for predictions yet.' });
    const waiting = previewPicture(question({ yes: 4, no: 1 }), '2026-11-21');
    expect(waiting).toMatchObject({ eyebrow: 'Day 994', choices: [], bars: [], footer: 'Waiting for the answer. There is a new question every day.' });
  });

  it('cuts a long question at a word, to what the picture holds', () => {
    const long = 'Will the National Assembly pass the electoral amendment bill before the end-of-year recess, '.repeat(3);
    const { question: text } = previewPicture(question({ yes: 1, no: 1 }, { text: long }), '2026-11-20');
    expect(text.length).toBeLessThanOrEqual(150);
    expect(text).toMatch(/^Will the National Assembly .*[a-z,]…$/);
  });
});
