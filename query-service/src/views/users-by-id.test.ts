import { ReadModel } from '@iec-bets/contracts';
import type { ReadStore } from '@iec-bets/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { usersById } from './users-by-id.js';

describe('usersById', () => {
  let fx: QueryFixture;
  const asked: Array<readonly string[]> = [];
  // The read store as it is, noting each look-up of users by id.
  const recording = (readStore: ReadStore): ReadStore =>
    new Proxy(readStore, {
      get(target, property) {
        if (property === 'getMany')
          return (collection: string, ids: string[]) => {
            if (collection === ReadModel.users) asked.push(ids);
            return target.getMany(collection, ids);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  beforeAll(async () => {
    fx = await startQueryFixture();
  });
  afterAll(async () => fx?.close());

  it('reads each named user once, by id, and leaves out ids with no user', async () => {
    const thandi = await fx.signUp('thandi');
    const sipho = await fx.signUp('sipho');
    expect(await fx.projector.waitFor(fx.lastPosition, 5000)).toBe(true);
    asked.length = 0;

    const users = await usersById(recording(fx.readStore), [thandi.userId, sipho.userId, thandi.userId, 'user-never-registered']);

    expect(asked).toEqual([[thandi.userId, sipho.userId, 'user-never-registered']]);
    expect([...users.keys()].sort()).toEqual([thandi.userId, sipho.userId].sort());
    expect(users.get(sipho.userId)?.username).toBe('sipho');
  });

  it('asks nothing when no one is named', async () => {
    asked.length = 0;
    expect((await usersById(recording(fx.readStore), [])).size).toBe(0);
    expect(asked).toEqual([]);
  });
});
