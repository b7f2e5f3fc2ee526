import { describe, expect, it } from 'vitest';
import { quotedExcerpt } from './quoted-excerpt';

describe('quotedExcerpt', () => {
  it('quotes words that fit whole', () => {
    expect(quotedExcerpt('Postponed. Book it.', 20)).toBe('“Postponed. Book it.”');
  });

  it('cuts longer words at the limit and says so with an ellipsis', () => {
    expect(quotedExcerpt('My neighbour sits on the ward committee', 12)).toBe('“My neighbour…”');
  });
});
