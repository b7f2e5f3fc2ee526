import { openSqliteReadStore, type Document, type ReadStore } from '@iec-bets/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestFirstPage, type PageStart } from './newest-first-page.js';

interface Item extends Document {
  at: string;
  kind: string;
}

let dir: string;
let store: ReadStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'newest-first-'));
  store = openSqliteReadStore({ file: join(dir, 'read-models.sqlite') });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** 12 items over 4 instants, so that most pages end inside a run of equal times; every third of kind 'b'. */
async function items(): Promise<Item[]> {
  const made = Array.from({ length: 12 }, (_, index) => ({
    id: `i${String(index).padStart(2, '0')}`,
    at: `2026-11-20T09:0${index % 4}:00.000Z`,
    kind: index % 3 === 0 ? 'b' : 'a',
    _position: index + 1,
  }));
  await store.commit({ writes: made.map((doc) => ({ kind: 'put', collection: 'items', doc })) });
  return made;
}

/** The ids in the list's order: newest time first, equal times by id downwards. */
const inOrder = (docs: Item[]) => [...docs].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)).map((doc) => doc.id);

async function walk(limit: number, where: Record<string, string> = {}, withId = true): Promise<string[][]> {
  const pages: string[][] = [];
  let start: PageStart | undefined;
  for (;;) {
    const page = await newestFirstPage<Item>(store, 'items', { where, field: 'at', limit, ...(start && { start }) });
    if (page.length > 0) pages.push(page.map((doc) => doc.id));
    if (page.length < limit) return pages;
    const last = page.at(-1)!;
    start = { before: last.at, ...(withId && { beforeId: last.id }) };
  }
}

describe('a newest-first list, a page at a time', () => {
  it.each([1, 2, 3, 5, 12, 13])('walks every item once, in order, with pages of %i', async (limit) => {
    const all = await items();
    const pages = await walk(limit);
    expect(pages.flat()).toEqual(inOrder(all));
    expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
  });

  it('keeps to the filter on both sides of a shared time', async () => {
    const all = await items();
    expect((await walk(2, { kind: 'b' })).flat()).toEqual(inOrder(all.filter((item) => item.kind === 'b')));
  });

  it('with the time alone, gives what is strictly older: the items sharing the last one time are not in it', async () => {
    await items();
    const pages = await walk(2, {}, false);
    // 3 items at each instant: a page of 2 ends inside a run, and the third of it is never shown.
    expect(pages.flat()).toHaveLength(8);
  });

  it('gives the whole list when no limit is set', async () => {
    const all = await items();
    expect((await newestFirstPage<Item>(store, 'items', { where: {}, field: 'at', limit: undefined })).map((doc) => doc.id)).toEqual(inOrder(all));
  });
});
