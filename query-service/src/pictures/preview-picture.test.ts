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
    expect(previewPicture(decided)).toEqual({
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

  it('never rounds a split to 100% or 0% that one vote makes untrue, as the words under it say', () => {
    const nearlyAll = previewPicture(question({ yes: 999, no: 1 }, { isResolved: true, correctOptionId: 'yes' }));
    expect(nearlyAll.bars.map((bar) => bar.percentage)).toEqual([99, 1]);
    expect(nearlyAll.footer).toBe('99% of the 1\u00a0000 South Africans who predicted it called it.');
    const all = previewPicture(question({ yes: 5, no: 0 }, { isResolved: true, correctOptionId: 'yes' }));
    expect(all.bars.map((bar) => bar.percentage)).toEqual([100, 0]);
  });

  it("shows an open question with its day's date and its options as the game's buttons, never the split so far", () => {
    const open = previewPicture(question({ yes: 900, no: 100 }));
    expect(open).toEqual({
      eyebrow: 'Day 994 · 20 November 2026',
      question: 'Will turnout pass 60%?',
      answer: null,
      bars: [],
      choices: ['YES', 'NO'],
      footer: 'Make your prediction, then see how South Africa answered.',
    });
    expect(JSON.stringify(open)).not.toMatch(/90|900/);
  });

  it('cuts a long question and long options at a word, and makes no buttons of options longer than a word or two', () => {
    const long = 'Will the National Assembly pass the electoral amendment bill before the end-of-year recess, '.repeat(3);
    const options = [
      { id: 'yes' as const, text: 'Yes, with the two-thirds majority that the Constitution requires of it' },
      { id: 'no' as const, text: 'No' },
    ];
    const results = [
      { optionId: 'yes', optionText: options[0]!.text, count: 3 },
      { optionId: 'no', optionText: 'No', count: 1 },
    ];
    const open = previewPicture(question({ yes: 3, no: 1 }, { text: long, options, results }));
    expect(open.question.length).toBeLessThanOrEqual(150);
    expect(open.question).toMatch(/^Will the National Assembly .*[a-z,]…$/);
    expect(open.choices).toEqual([]);
    const decided = previewPicture(question({ yes: 3, no: 1 }, { text: long, options, results, isResolved: true, correctOptionId: 'yes' }));
    expect(decided.answer).toBe('The answer: Yes, with the two-thirds…');
    expect(decided.bars.map((bar) => bar.text)).toEqual(['Yes, with the two-thirds…', 'No']);
  });
});
