import { describe, expect, it } from 'vitest';
import { mongoFilter, mongoSort } from './mongodb-query.js';

// The MongoDB adapter runs the full contract suite only where a server is available; these checks run everywhere.
describe('MongoDB query translation', () => {
  it('looks documents up by _id when a filter or sort names id', () => {
    expect(mongoFilter({ id: { $in: ['a', 'b'] }, 'meta.region': 'GP' })).toEqual({
      _id: { $in: ['a', 'b'] },
      'meta.region': 'GP',
    });
    expect(mongoSort([['id', 'desc']])).toEqual({ _id: -1 });
  });

  it('breaks sort ties by id in the direction of the last key', () => {
    expect(Object.entries(mongoSort([['votes', 'desc'], ['title', 'asc']])!)).toEqual([
      ['votes', -1],
      ['title', 1],
      ['_id', 1],
    ]);
    expect(mongoSort([])).toBeUndefined();
  });

  it('lets no operator or value through that could run code or match by pattern', () => {
    expect(() => mongoFilter({ $where: 'sleep(1000)' } as never)).toThrow(/field/);
    expect(() => mongoFilter({ title: { $regex: '.*' } } as never)).toThrow(/operator/);
    expect(() => mongoFilter({ title: { $ne: { $gt: '' } } } as never)).toThrow(/scalar|string/);
    expect(() => mongoFilter({ title: { $in: [{ $gt: '' }] } } as never)).toThrow(/string/);
    expect(() => mongoFilter({ votes: Number.NaN })).toThrow(/finite/);
  });

  it('finds contained text by a pattern that matches the text alone, every special character escaped', () => {
    expect(mongoFilter({ usernameLower: { $contains: 'zu' } })).toEqual({ usernameLower: { $regex: 'zu' } });
    expect(mongoFilter({ name: { $contains: 'a.b*c(d)[e]^$|?+{}\\' } })).toEqual({
      name: { $regex: 'a\\.b\\*c\\(d\\)\\[e\\]\\^\\$\\|\\?\\+\\{\\}\\\\' },
    });
    expect(() => mongoFilter({ name: { $contains: 3 } } as never)).toThrow(/\$contains needs a string/);
  });
});
