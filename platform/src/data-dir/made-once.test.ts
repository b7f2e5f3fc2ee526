import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTempDirs } from '@iec-bets/testing';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { madeOnce, type MadeOnce } from './made-once.js';

const dataDir = useTempDirs('iec-made-once-');

/** A number kept as its digits; `make` may do something first, as another process would meanwhile. */
const aNumber = (made: number, meanwhile: () => void = () => undefined): MadeOnce<number> => ({
  make: () => {
    meanwhile();
    return made;
  },
  write: (value) => `${value}\n`,
  read: (text) => (/^\d+\n$/.test(text) ? Number(text) : undefined),
  unreadable: 'not a number; delete it',
});

describe('a value made once into DATA_DIR', () => {
  it('is made, kept, and then read back rather than made again', () => {
    const file = join(dataDir(), 'deeper', 'number');
    expect(madeOnce(file, aNumber(7))).toBe(7);
    expect(madeOnce(file, aNumber(8))).toBe(7);
    expect(readFileSync(file, 'utf8')).toBe('7\n');
  });

  it('is the one that got there first when two processes make it at once, and leaves no temporary file', () => {
    const dir = dataDir();
    const file = join(dir, 'number');
    // Another process writes its value between this one's look for the file and its linking of its own.
    const value = madeOnce(file, aNumber(8, () => writeFileSync(file, '7\n')));
    expect(value).toBe(7);
    expect(readFileSync(file, 'utf8')).toBe('7\n');
    expect(readdirSync(dir)).toEqual(['number']);
  });

  it('is a ConfigError, naming the file and what to do, when the file holds none, and the file is left alone', () => {
    const file = join(dataDir(), 'number');
    writeFileSync(file, 'seven\n');
    expect(() => madeOnce(file, aNumber(8))).toThrow(new ConfigError([`${file}: not a number; delete it`]));
    expect(readFileSync(file, 'utf8')).toBe('seven\n');
  });
});
