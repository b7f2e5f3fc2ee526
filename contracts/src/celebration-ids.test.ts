import { describe, expect, it } from 'vitest';
import { accuracyMilestoneOf, celebrationIdOf, parseCelebrationId } from './celebration-ids.js';

describe('celebration ids', () => {
  it('read back as the occasion they were built from', () => {
    const keys = [
      { type: 'correct_answer', questionId: '3f6c1f7e-0a1b-4c2d-9e8f-1234567890ab', position: 42 },
      { type: 'wrong_answer', questionId: 'q1', position: 7 },
      { type: 'new_friend', friendId: 'u-2', position: 9 },
      { type: 'rank_up', rank: 12 },
      { type: 'accuracy_boost', milestone: 70 },
    ] as const;
    for (const key of keys) expect(parseCelebrationId(celebrationIdOf(key))).toEqual(key);
  });

  it('name nothing when made up', () => {
    for (const id of ['', 'jackpot:1', 'rank_up:0', 'rank_up:-3', 'rank_up:2:3', 'accuracy_boost:55', 'correct_answer:q1', 'new_friend:a:b:1']) {
      expect(parseCelebrationId(id), id).toBeNull();
    }
  });
});

describe('accuracy milestones', () => {
  it('count from five resolved answers, and give the highest one reached', () => {
    expect(accuracyMilestoneOf(100, 4)).toBeNull();
    expect(accuracyMilestoneOf(49, 5)).toBeNull();
    expect(accuracyMilestoneOf(50, 5)).toBe(50);
    expect(accuracyMilestoneOf(79, 20)).toBe(70);
    expect(accuracyMilestoneOf(100, 5)).toBe(90);
  });
});
