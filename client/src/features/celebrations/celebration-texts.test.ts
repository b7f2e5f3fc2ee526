import { describe, expect, it } from 'vitest';
import { celebrationOf, wrongAnswerText } from './celebration-texts';

describe('celebration texts', () => {
  it('greet a first national rank differently from a climb', () => {
    expect(celebrationOf({ type: 'rank_up', id: 'rank_up:12', rank: 12, previousRank: null })).toEqual({
      type: 'rank_up',
      message: "You're ranked #12!",
      subtitle: 'Your first national rank. Keep predicting to climb.',
    });
    expect(celebrationOf({ type: 'rank_up', id: 'rank_up:4', rank: 4, previousRank: 9 })).toMatchObject({
      message: 'Up to #4 nationally!',
      subtitle: 'Up from #9: your best rank yet.',
    });
  });

  it('name the milestone and the record behind it', () => {
    expect(celebrationOf({ type: 'accuracy_boost', id: 'accuracy_boost:70', milestone: 70, accuracy: 73, resolvedAnswers: 11 })).toEqual({
      type: 'accuracy_boost',
      message: '70% accuracy reached!',
      subtitle: 'You have been right on 73% of your 11 resolved predictions.',
    });
  });

  it('tell a wrong answer as the answer against the pick, with what it cost', () => {
    const text = wrongAnswerText({
      type: 'wrong_answer',
      id: 'wrong_answer:q1:3',
      questionId: 'q1',
      questionText: 'Will turnout pass 60%?',
      pickedOptionText: 'Yes',
      correctOptionText: 'No',
      points: -1,
    });
    expect(text).toEqual({ outcome: 'The answer was No — you said Yes', points: '−1.0 point' });
  });
});
