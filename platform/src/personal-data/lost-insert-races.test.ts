import { describe, expect, it } from 'vitest';
import { DUPLICATE_KEY, onlyLostRaces } from './lost-insert-races.js';

describe('onlyLostRaces (an unordered insert of keys that failed)', () => {
  it('is a lost race when every key is either inserted or was made by another process first', () => {
    expect(onlyLostRaces({ writeErrorCodes: [DUPLICATE_KEY, DUPLICATE_KEY], inserted: 3, writeConcernFailed: false }, 5)).toBe(true);
  });

  it('is a failure when it reports no single document: the network, no primary, a refused login', () => {
    expect(onlyLostRaces({ writeErrorCodes: [], inserted: 0, writeConcernFailed: false }, 5)).toBe(false);
  });

  it('is a failure when some keys are neither inserted nor taken: a later batch of the insert never went', () => {
    expect(onlyLostRaces({ writeErrorCodes: [DUPLICATE_KEY], inserted: 2, writeConcernFailed: false }, 5)).toBe(false);
  });

  it('is a failure when any document failed for another reason, or the write concern was not met', () => {
    expect(onlyLostRaces({ writeErrorCodes: [DUPLICATE_KEY, 121], inserted: 3, writeConcernFailed: false }, 5)).toBe(false);
    expect(onlyLostRaces({ writeErrorCodes: [DUPLICATE_KEY], inserted: 4, writeConcernFailed: true }, 5)).toBe(false);
  });
});
