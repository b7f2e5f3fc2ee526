import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PersonalDataKeys } from './personal-data-keys.js';
import { openSqlitePersonalDataKeys } from './sqlite-personal-data-keys.js';
import { describePersonalDataKeysContract } from './test-support/personal-data-keys-contract.js';

describePersonalDataKeysContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'personal-data-keys-'));
  const file = join(dir, 'keys.sqlite');
  const keys = openSqlitePersonalDataKeys({ file });
  const others: PersonalDataKeys[] = [];
  return {
    keys,
    openAnother: async () => {
      const another = openSqlitePersonalDataKeys({ file });
      others.push(another);
      return another;
    },
    cleanup: async () => {
      await Promise.all([keys, ...others].map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SQLite personal-data keys', () => {
  it('leaves no copy of an erased key anywhere in its file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'personal-data-keys-'));
    const file = join(dir, 'keys.sqlite');
    const keys = openSqlitePersonalDataKeys({ file });
    try {
      const key = await keys.keyFor('leaving');
      for (let i = 0; i < 50; i++) await keys.keyFor(`staying-${i}`);
      expect(readFileSync(file).includes(key)).toBe(true);
      await keys.erase('leaving');
      await keys.close();
      expect(readFileSync(file).includes(key)).toBe(false);
    } finally {
      await keys.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
