import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_KEY_BYTES, PersonalDataErasedError, type PersonalDataKeys } from '../personal-data-keys.js';

export interface PersonalDataKeysUnderTest {
  keys: PersonalDataKeys;
  /** Another handle on the same keys, as a second process would have. */
  openAnother(): Promise<PersonalDataKeys>;
  cleanup(): Promise<void>;
}

/** What every home of the personal-data keys must do, SQLite and MongoDB alike. */
export function describePersonalDataKeysContract(name: string, open: () => Promise<PersonalDataKeysUnderTest>): void {
  describe(`personal-data keys: ${name}`, () => {
    let subject: PersonalDataKeysUnderTest;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => subject.cleanup());

    it('makes one random 256-bit key per subject on first use, and gives the same one every time, to every process', async () => {
      const { keys } = subject;
      const first = await keys.keyFor('user-1');
      expect(first).toHaveLength(PERSONAL_DATA_KEY_BYTES);
      expect(await keys.keyFor('user-1')).toEqual(first);
      expect(await keys.keyFor('user-2')).not.toEqual(first);
      const another = await subject.openAnother();
      expect(await another.keyFor('user-1')).toEqual(first);
    });

    it('agrees on one key when two processes make it at the same moment', async () => {
      const another = await subject.openAnother();
      const [mine, theirs] = await Promise.all([subject.keys.keyFor('racing'), another.keyFor('racing')]);
      expect(mine).toEqual(theirs);
    });

    it('makes the keys of many subjects at once, keeping those that exist, and agrees with every process', async () => {
      const { keys } = subject;
      const existing = await keys.keyFor('user-1');
      const made = await keys.keysFor(['user-1', 'user-2', 'user-3', 'user-2']);
      expect(new Set(made.keys())).toEqual(new Set(['user-1', 'user-2', 'user-3']));
      expect(made.get('user-1')).toEqual(existing);
      expect(made.get('user-2')).toHaveLength(PERSONAL_DATA_KEY_BYTES);
      expect(made.get('user-2')).not.toEqual(made.get('user-3'));
      const another = await subject.openAnother();
      expect(await another.keyFor('user-3')).toEqual(made.get('user-3'));
      expect(await another.keysFor(['user-2', 'user-3'])).toEqual(new Map([...made].filter(([id]) => id !== 'user-1')));
      expect(await keys.keysFor([])).toEqual(new Map());
    });

    it('agrees on the keys when two processes make overlapping sets at the same moment', async () => {
      const another = await subject.openAnother();
      const ids = Array.from({ length: 50 }, (_, index) => `racing-${index}`);
      const [mine, theirs] = await Promise.all([subject.keys.keysFor(ids), another.keysFor([...ids].reverse())]);
      expect(mine.size).toBe(ids.length);
      for (const id of ids) expect(theirs.get(id)).toEqual(mine.get(id));
      expect(await subject.keys.keysOf(ids)).toEqual(mine);
    });

    it('refuses to make keys for a set that holds an erased subject', async () => {
      const { keys } = subject;
      await keys.erase('gone');
      await expect(keys.keysFor(['fresh', 'gone'])).rejects.toThrow(PersonalDataErasedError);
      // Nothing of the set was made: not the erased subject's key, nor the others'.
      expect(await keys.keysOf(['fresh', 'gone'])).toEqual(new Map());
    });

    it('looks up many keys at once, leaving out subjects without one', async () => {
      const { keys } = subject;
      const one = await keys.keyFor('user-1');
      const two = await keys.keyFor('user-2');
      await keys.keyFor('erased');
      await keys.erase('erased');
      expect(await keys.keysOf(['user-1', 'user-2', 'user-1', 'erased', 'never-seen'])).toEqual(
        new Map([
          ['user-1', one],
          ['user-2', two],
        ]),
      );
      expect(await keys.keysOf([])).toEqual(new Map());
      // A subject is found under the very string it was asked by, whatever characters it holds.
      const odd = 'subject "é\\ 😀"';
      const oddKey = await keys.keyFor(odd);
      expect(await keys.keysOf([odd, 'never-seen'])).toEqual(new Map([[odd, oddKey]]));
    });

    it('erases a key for good: gone for every process, and never made again', async () => {
      const { keys } = subject;
      await keys.keyFor('leaving');
      await keys.erase('leaving');
      await keys.erase('leaving');
      expect(await keys.keysOf(['leaving'])).toEqual(new Map());
      await expect(keys.keyFor('leaving')).rejects.toThrow(PersonalDataErasedError);
      const another = await subject.openAnother();
      await expect(another.keyFor('leaving')).rejects.toThrow(PersonalDataErasedError);
      // Erasing a subject that never had a key still bars one from being made.
      await keys.erase('never-had-one');
      await expect(keys.keyFor('never-had-one')).rejects.toThrow(PersonalDataErasedError);
    });

    it('says which subjects were erased, leaving out those with a key and those never seen', async () => {
      const { keys } = subject;
      await keys.keyFor('staying');
      await keys.keyFor('leaving');
      await keys.erase('leaving');
      await keys.erase('never-had-one');
      expect(await keys.erasedAmong(['staying', 'leaving', 'never-had-one', 'never-seen', 'leaving'])).toEqual(new Set(['leaving', 'never-had-one']));
      expect(await (await subject.openAnother()).erasedAmong(['leaving'])).toEqual(new Set(['leaving']));
      expect(await keys.erasedAmong([])).toEqual(new Set());
    });
  });
}
