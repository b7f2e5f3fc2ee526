import type { LogSealDocument } from '@iec-bets/contracts';
import { LOG_HEAD_ID } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { differingSeals, whereAltered } from './verify.js';

const hash = (letter: string) => letter.repeat(64);
const seal = (day: string, lastPosition: number, headHash: string) => ({ day, lastPosition, eventCount: lastPosition, headHash });
const publishedSeal = (day: string, lastPosition: number, headHash: string, closed = true): LogSealDocument => ({
  id: closed ? day : LOG_HEAD_ID,
  closed,
  ...seal(day, lastPosition, headHash),
  _position: lastPosition,
});

describe("comparing the published seals with the log's", () => {
  const seals = [seal('2026-11-20', 4, hash('a')), seal('2026-11-21', 9, hash('b'))];
  const head = seal('2026-11-22', 12, hash('c'));
  const agreeing = [publishedSeal('2026-11-20', 4, hash('a')), publishedSeal('2026-11-21', 9, hash('b'))];

  it('finds nothing when they agree, at the log head or behind it (a projector catching up, a log grown since)', () => {
    expect(differingSeals({ seals, head, headAt: head }, [...agreeing, publishedSeal('2026-11-22', 12, hash('c'), false)])).toEqual([]);
    const atEleven = seal('2026-11-22', 11, hash('d'));
    expect(differingSeals({ seals, head, headAt: atEleven }, [...agreeing, publishedSeal('2026-11-22', 11, hash('d'), false)])).toEqual([]);
  });

  it("names a closed day whose head differs, and one the log no longer closes because its end was cut", () => {
    expect(differingSeals({ seals, head, headAt: undefined }, [publishedSeal('2026-11-21', 9, hash('e'))])).toEqual([
      `The seal published for 2026-11-21 is ${hash('e')}, but the log gives ${hash('b')}.`,
    ]);
    const cut = { seals: [seals[0]!], head: seal('2026-11-21', 7, hash('f')), headAt: undefined };
    expect(differingSeals(cut, [publishedSeal('2026-11-21', 9, hash('b')), publishedSeal('2026-11-22', 12, hash('c'), false)])).toEqual([
      `The seal published for 2026-11-21 is ${hash('b')}, but the log no longer closes that day: its end is missing.`,
      `The head published at position 12 (${hash('c')}) is past the log's last event, at position 7: events are missing from the log's end.`,
    ]);
  });

  it('names a published head the log does not give where it was published: an event rewritten, swapped or taken out', () => {
    expect(differingSeals({ seals, head, headAt: seal('2026-11-22', 11, hash('d')) }, [publishedSeal('2026-11-22', 11, hash('e'), false)])).toEqual([
      `The head published at position 11 is ${hash('e')}, but the log gives ${hash('d')}.`,
    ]);
    expect(differingSeals({ seals, head, headAt: undefined }, [publishedSeal('2026-11-22', 11, hash('e'), false)])).toEqual([
      'The head published at position 11 names an event the log no longer has.',
    ]);
  });
});

describe('where the first seal that no longer holds puts a change that broke no link', () => {
  const published = [publishedSeal('2026-11-20', 4, hash('a')), publishedSeal('2026-11-21', 9, hash('b')), publishedSeal('2026-11-22', 12, hash('c'), false)];

  it('between the last day that holds and the first that does not, with events reordered when as many are there', () => {
    const reordered = { seals: [seal('2026-11-20', 4, hash('a')), seal('2026-11-21', 9, hash('x'))], headAt: seal('2026-11-22', 12, hash('y')) };
    expect(whereAltered(reordered, published)).toBe(
      'The log is as sealed up to position 4; the first change lies after it and at or before position 9 (2026-11-21): the log holds as many events as were sealed up to there, so some were reordered or exchanged for others (events of different streams swapped in the log break no link).',
    );
  });

  it('counts the events missing, or added, up to that seal', () => {
    const missing = { seals: [seal('2026-11-20', 4, hash('a')), { ...seal('2026-11-21', 9, hash('x')), eventCount: 7 }], headAt: undefined };
    expect(whereAltered(missing, published)).toMatch(/at or before position 9 \(2026-11-21\): the log holds 2 events fewer than the 9 sealed up to there/);
    const added = { seals: [{ ...seal('2026-11-20', 4, hash('x')), eventCount: 5 }], headAt: undefined };
    expect(whereAltered(added, published)).toMatch(/as sealed up to position 0; the first change lies after it and at or before position 4 \(2026-11-20\): the log holds 1 event more than the 4 sealed up to there/);
  });

  it("puts it after the last closed day when only today's head differs", () => {
    const today = { seals: [seal('2026-11-20', 4, hash('a')), seal('2026-11-21', 9, hash('b'))], headAt: seal('2026-11-22', 12, hash('z')) };
    expect(whereAltered(today, published)).toMatch(/^The log is as sealed up to position 9; the first change lies after it and at or before position 12 \(2026-11-22\): the log holds as many events/);
  });
});
