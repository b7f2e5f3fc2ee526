import { describe, expect, it } from 'vitest';
import { pageStartKey, startAfter } from './page-start';

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `i${index}`, at: `2026-11-20T09:0${index}:00.000Z` }));

describe('where the next page of a newest-first list starts', () => {
  it('after the last item of a full page, by its time and id', () => {
    expect(startAfter(items(3), 3, (item) => item.at)).toEqual({ before: '2026-11-20T09:02:00.000Z', beforeId: 'i2' });
  });

  it('nowhere after a page that came back short, or before the page came at all', () => {
    expect(startAfter(items(2), 3, (item) => item.at)).toBeNull();
    expect(startAfter(undefined, 3, (item: { id: string; at: string }) => item.at)).toBeNull();
  });

  it('keys the newest page as null and every other by its time and id', () => {
    expect(pageStartKey(null)).toBeNull();
    expect(pageStartKey({ before: '2026-11-20T09:02:00.000Z', beforeId: 'i2' })).toBe('2026-11-20T09:02:00.000Z i2');
  });
});
