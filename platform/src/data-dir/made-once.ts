import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from '../config.js';

/** Something the embedded setup makes once and keeps in a file of DATA_DIR: how it is made, written and read back. */
export interface MadeOnce<T> {
  make(): T;
  /** The file's text for a value. */
  write(value: T): string;
  /** The value a file's text holds, or undefined when the text holds none. */
  read(text: string): T | undefined;
  /** What is wrong with a file that holds none, and what to do about it: the ConfigError's words after the file's name. */
  unreadable: string;
}

/**
 * The value kept in `file`, made and kept there (readable by the owner only) on first use. Every process on one
 * DATA_DIR ends up with the same value, however many start at once. A file that holds no value stops the start with
 * a ConfigError: it is never replaced, since what was made from the value it held (browsers' push subscriptions, links
 * already sent) is then lost without a word.
 */
export function madeOnce<T>(file: string, kind: MadeOnce<T>): T {
  const kept = readKept(file, kind);
  if (kept !== undefined) return kept;
  mkdirSync(dirname(file), { recursive: true });
  const made = kind.make();
  // Written whole to a temporary file, then linked into place, which fails if the file exists: two processes
  // starting together on one DATA_DIR both end up with the value that got there first, never half a file.
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, kind.write(made), { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKept(file, kind) ?? made;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readKept<T>(file: string, kind: MadeOnce<T>): T | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const value = kind.read(text);
  if (value === undefined) throw new ConfigError([`${file}: ${kind.unreadable}`]);
  return value;
}
