import type { LogSealDocument } from '@iec-bets/contracts';
import { LOG_HEAD_ID } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { differingSeals } from './verify.js';

const hash = (letter: string) => letter.repeat(64);
const seal = (day: string, lastPosition: number, headHash: string) => ({ day, lastPosition, eventCount: lastPosition, headHash });
const publishedSeal = (day: string, lastPosition: number, headHash: string, closed = true): LogSealDocument => ({
  id: closed ? day : LOG_HEAD_ID,
  closed,
  ...seal(day, lastPosition, headHash),
  _position: lastPosition,
});

describe("comparing the published seals with the log's", () => {
  const log = { seals: [seal('2026-11-20', 4, hash('a')), seal('2026-11-21', 9, hash('b'))], head: seal('2026-11-22', 12, hash('c')) };

  it('finds nothing when they agree, or when the published head is behind (the projector catching up)', () => {
    const published = [publishedSeal('2026-11-20', 4, hash('a')), publishedSeal('2026-11-21', 9, hash('b')), publishedSeal('2026-11-22', 12, hash('c'), false)];
    expect(differingSeals(log, published)).toEqual([]);
    expect(differingSeals(log, [...published.slice(0, 2), publishedSeal('2026-11-22', 11, hash('d'), false)])).toEqual([]);
  });

  it("names a closed day whose head differs, and one the log no longer closes because its end was cut", () => {
    expect(differingSeals(log, [publishedSeal('2026-11-21', 9, hash('e'))])).toEqual([
      `The seal published for 2026-11-21 is ${hash('e')}, but the log gives ${hash('b')}.`,
    ]);
    const cut = { seals: [log.seals[0]!], head: seal('2026-11-21', 7, hash('f')) };
    expect(differingSeals(cut, [publishedSeal('2026-11-21', 9, hash('b')), publishedSeal('2026-11-22', 12, hash('c'), false)])).toEqual([
      `The seal published for 2026-11-21 is ${hash('b')}, but the log no longer closes that day: its end is missing.`,
      `The head published at position 12 (${hash('c')}) is past the log's last event, at position 7: events are missing from the log's end.`,
    ]);
  });

  it('names a head at the same position with another hash: an event of today rewritten or swapped', () => {
    expect(differingSeals(log, [publishedSeal('2026-11-22', 12, hash('d'), false)])).toEqual([
      `The head published at position 12 is ${hash('d')}, but the log gives ${hash('c')}.`,
    ]);
  });
});
