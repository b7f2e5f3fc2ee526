import { describe, expect, it } from 'vitest';
import { newUserId } from './new-user-id.js';

describe('newUserId', () => {
  it('gives ids that sort in the order they were made, even within one millisecond', () => {
    const ids = Array.from({ length: 2_000 }, () => newUserId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('gives a version 7 UUID, as the API documents ids', () => {
    expect(newUserId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
