import { describe, expect, it } from 'vitest';
import { ResultsCache } from './results-cache.js';

const results = (votes: number) =>
  JSON.stringify({ results: [{ optionId: 'yes', text: 'Yes', votes, percentage: 100 }], totalVotes: votes });

describe('ResultsCache', () => {
  it('answers only at the position it was read at', () => {
    const cache = new ResultsCache();
    cache.set('q1', 10, results(3));
    expect(cache.get('q1', 10)).toEqual(results(3));
    expect(cache.get('q1', 11)).toBeUndefined();
    expect(cache.get('q2', 10)).toBeUndefined();
    cache.set('q1', 11, results(4));
    expect(JSON.parse(cache.get('q1', 11)!).totalVotes).toBe(4);
  });
});
