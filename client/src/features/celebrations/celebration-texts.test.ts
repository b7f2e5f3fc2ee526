import { describe, expect, it } from 'vitest';
import { celebrationOf, celebrationOfGroup, wrongAnswerText } from './celebration-texts';

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

  it('tell the cheers that came together as the first in full and a line for each other', () => {
    const right = (id: string, questionText: string, points: number) =>
      ({ type: 'correct_answer', id, questionId: id, questionText, pickedOptionText: 'No', correctOptionText: 'No', points }) as const;
    const group = celebrationOfGroup([
      right('a', 'Will the IEC certify the result within a week', 12.5),
      right('b', 'Will the mayor resign?', 1),
      { type: 'new_friend', id: 'f', friend: { id: 'u2', username: 'sipho', name: 'Sipho Dlamini' } },
      { type: 'accuracy_boost', id: 'm', milestone: 60, accuracy: 67, resolvedAnswers: 6 },
      { type: 'rank_up', id: 'r', rank: 1, previousRank: 2 },
    ]);
    expect(group).toMatchObject({ type: 'correct_answer', message: 'You called it!' });
    expect(group.subtitle).toContain('Will the IEC certify the result within a week?');
    expect(group.more).toEqual([
      'Called it: Will the mayor resign? +1.0 point',
      'New friend: Sipho Dlamini (@sipho)',
      '60% accuracy reached!',
      'Up to #1 nationally!',
    ]);
    expect(celebrationOfGroup([{ type: 'rank_up', id: 'r', rank: 4, previousRank: null }]).more).toBeUndefined();
  });
});
