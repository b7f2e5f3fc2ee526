import { describe, expect, it } from 'vitest';
import { PositionedCopies } from './positioned-copies.js';

describe('copies kept by the projector position they were read at', () => {
  const setUp = (maxEntries = 10) => {
    let now = 0;
    let reads = 0;
    const copies = new PositionedCopies<string>({ maxEntries, maxAgeMs: 10_000, now: () => now });
    const read = (key: string, position: number) =>
      copies.get(key, position, async () => {
        reads++;
        return `${key}@${position}#${reads}`;
      });
    return { copies, read, reads: () => reads, later: (ms: number) => (now += ms) };
  };

  it('serves one copy to every reader at its position or before, as a resolution holds the position still', async () => {
    const { read, reads } = setUp();
    const first = await read('national', 40);
    expect(await read('national', 40)).toBe(first);
    expect(await read('national', 12)).toBe(first);
    expect(reads()).toBe(1);
  });

  it('reads again for a reader past the copy, who may have written since it was read', async () => {
    const { read, reads } = setUp();
    await read('national', 40);
    expect(await read('national', 41)).toBe('national@41#2');
    // The newer copy now serves the older reader too.
    expect(await read('national', 40)).toBe('national@41#2');
    expect(reads()).toBe(2);
  });

  it('lets readers who miss at the same moment share one read', async () => {
    const { read, reads } = setUp();
    const [a, b, c] = await Promise.all([read('national', 7), read('national', 7), read('national', 5)]);
    expect(new Set([a, b, c]).size).toBe(1);
    expect(reads()).toBe(1);
  });

  it('reads again once a copy is older than its bound, whatever the position says', async () => {
    const { read, later } = setUp();
    await read('national', 3);
    later(10_000);
    expect(await read('national', 3)).toBe('national@3#2');
  });

  it('keeps no failed read, and holds no more keys than its bound', async () => {
    const copies = new PositionedCopies<string>({ maxEntries: 2, maxAgeMs: 10_000 });
    await expect(copies.get('a', 1, () => Promise.reject(new Error('store out of reach')))).rejects.toThrow('store out of reach');
    expect(await copies.get('a', 1, async () => 'a again')).toBe('a again');
    await copies.get('b', 1, async () => 'b');
    await copies.get('c', 1, async () => 'c');
    // The third key emptied the copies: 'a' is read again.
    expect(await copies.get('a', 1, async () => 'a once more')).toBe('a once more');
  });

  it('hands over at once, without reading, a copy already read that serves the reader, and nothing else', async () => {
    const { copies, read, later } = setUp();
    expect(copies.ready('national', 40)).toBeUndefined();
    const reading = read('national', 40);
    // Under way is not ready: an answer that cannot wait goes the long way.
    expect(copies.ready('national', 40)).toBeUndefined();
    const first = await reading;
    expect(copies.ready('national', 40)).toBe(first);
    expect(copies.ready('national', 39)).toBe(first);
    expect(copies.ready('national', 41)).toBeUndefined();
    later(10_000);
    expect(copies.ready('national', 40)).toBeUndefined();
  });

  it('keeps no failed read ready', async () => {
    const { copies } = setUp();
    await expect(copies.get('national', 3, async () => Promise.reject(new Error('store out of reach')))).rejects.toThrow();
    expect(copies.ready('national', 3)).toBeUndefined();
  });
});
