import type { PendingCelebration } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { nextCelebrationGroup } from './celebration-group';

const result = { questionText: 'Will turnout pass 60%', pickedOptionText: 'Yes', correctOptionText: 'Yes', points: 10 };
const right: PendingCelebration = { type: 'correct_answer', id: 'correct_answer:q1:9', questionId: 'q1', ...result };
const wrong: PendingCelebration = { type: 'wrong_answer', id: 'wrong_answer:q2:10', questionId: 'q2', ...result, correctOptionText: 'No' };
const milestone: PendingCelebration = { type: 'accuracy_boost', id: 'accuracy_boost:60', milestone: 60, accuracy: 67, resolvedAnswers: 6 };
const rank: PendingCelebration = { type: 'rank_up', id: 'rank_up:1', rank: 1, previousRank: 2 };

describe('the next group of celebrations', () => {
  it('gathers every cheer waiting, in the order given, past the wrong calls among them', () => {
    expect(nextCelebrationGroup([right, wrong, milestone, rank], new Set())).toEqual({ kind: 'cheers', items: [right, milestone, rank] });
  });

  it('gathers the wrong calls once the cheers have been shown', () => {
    const again: PendingCelebration = { ...wrong, id: 'wrong_answer:q3:11', questionId: 'q3' };
    const shown = new Set([right.id, milestone.id, rank.id]);
    expect(nextCelebrationGroup([right, wrong, milestone, again, rank], shown)).toEqual({ kind: 'wrong_answers', items: [wrong, again] });
  });

  it('has nothing to show when all were shown, or none wait', () => {
    expect(nextCelebrationGroup([right, wrong], new Set([right.id, wrong.id]))).toBeNull();
    expect(nextCelebrationGroup([], new Set())).toBeNull();
  });
});
