import { describe, expect, it } from 'vitest';
import { crowdYesShare, pointsOf, scoringRules } from './scoring-rules.js';

const brier = scoringRules['crowd-brier-v1'];
const points = (pickedYes: boolean, yesWasCorrect: boolean, yes: number, total: number) =>
  brier.answerMillipoints({ pickedYes, yesWasCorrect, crowdBefore: { yes, total } }) / 1000;

describe('crowd-brier-v1', () => {
  it('pays most for being right against a confident crowd, and little for being right with it', () => {
    // Yes happened; 5% of the country had said Yes before this player.
    expect(points(true, true, 5, 100)).toBeCloseTo(90.25, 3);
    // Yes happened; 95% had said Yes.
    expect(points(true, true, 95, 100)).toBeCloseTo(0.25, 3);
  });

  it('costs little for being wrong along with the crowd, and most for being wrong against a crowd that was right', () => {
    // Yes happened; the player said No, as 95% of the country had.
    expect(points(false, true, 5, 100)).toBeCloseTo(-9.75, 3);
    // Yes happened; the player said No against the 95% who had said Yes.
    expect(points(false, true, 95, 100)).toBeCloseTo(-99.75, 3);
  });

  it('takes an even split when nobody had answered yet', () => {
    expect(crowdYesShare({ yes: 0, total: 0 })).toBe(0.5);
    expect(points(true, true, 0, 0)).toBe(25);
    expect(points(true, false, 0, 0)).toBe(-75);
  });

  it('is symmetric between Yes and No', () => {
    expect(points(false, false, 95, 100)).toBeCloseTo(points(true, true, 5, 100), 9);
  });

  it('divides by resolved answers plus ten, so one lucky answer cannot outrank a long record', () => {
    const lucky = brier.rankingScore(90_250, 1);
    const steady = brier.rankingScore(40 * 20_000, 40);

    expect(lucky).toBeCloseTo(90.25 / 11, 6);
    expect(steady).toBeGreaterThan(lucky);
    expect(brier.minimumResolvedAnswers).toBe(3);
  });
});

describe('accuracy-v0', () => {
  it('gives a point for a right answer and ranks by smoothed accuracy', () => {
    const rule = scoringRules['accuracy-v0'];
    expect(rule.answerMillipoints({ pickedYes: true, yesWasCorrect: false, crowdBefore: { yes: 1, total: 2 } })).toBe(0);
    expect(rule.answerMillipoints({ pickedYes: false, yesWasCorrect: false, crowdBefore: { yes: 1, total: 2 } })).toBe(1000);
    expect(rule.rankingScore(3000, 4)).toBeCloseTo(4 / 6, 9);
  });
});

describe('points as shown', () => {
  it('rounds millipoints to one decimal', () => {
    expect(pointsOf(90_250)).toBe(90.3);
    expect(pointsOf(-9_750)).toBe(-9.7);
    expect(pointsOf(0)).toBe(0);
  });
});
